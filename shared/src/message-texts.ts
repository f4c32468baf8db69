/**
 * The validation messages in Spanish and Arabic (issue 34): the spec's texts (MSG) and every
 * custom message of the shared schemas, keyed by their English (message-format.ts). The browser
 * shows them under form fields (client lib/forms.ts) and the server in its refusals. A key with a
 * `{{name}}` placeholder also reads a text filled at load (a schema's limit: "Must be at most 80
 * characters"). Zod's own messages ("Invalid input: expected string, received number") are zod's
 * locales' (zod-locales.ts). Spanish says "tú"; Arabic speaks to a woman.
 */
import type { Language } from './languages.ts';
import { translateWith, type Catalogue, type MessageValues } from './message-format.ts';

export const VALIDATION_TEXTS = {
  // The spec's texts (messages.ts MSG).
  'Email is required': {
    es: 'El correo electrónico es obligatorio',
    ar: 'البريد الإلكتروني مطلوب',
  },
  'Invalid email address': {
    es: 'El correo electrónico no es válido',
    ar: 'عنوان البريد الإلكتروني غير صالح',
  },
  'Password is required': { es: 'La contraseña es obligatoria', ar: 'كلمة المرور مطلوبة' },
  'Password must be at least 8 characters': {
    es: 'La contraseña debe tener al menos 8 caracteres',
    ar: 'يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل',
  },
  'Password must be at most 256 characters': {
    es: 'La contraseña puede tener como máximo 256 caracteres',
    ar: 'يجب ألا تزيد كلمة المرور على 256 حرفًا',
  },
  'First name is required': { es: 'El nombre es obligatorio', ar: 'الاسم الأول مطلوب' },
  'Last name is required': { es: 'El apellido es obligatorio', ar: 'اسم العائلة مطلوب' },
  'Please confirm your password': { es: 'Confirma tu contraseña', ar: 'أكّدي كلمة المرور' },
  'Passwords do not match': {
    es: 'Las contraseñas no coinciden',
    ar: 'كلمتا المرور غير متطابقتين',
  },
  'Email cannot be changed. Contact support if needed.': {
    es: 'El correo electrónico no se puede cambiar. Si lo necesitas, escribe al equipo de soporte.',
    ar: 'لا يمكن تغيير البريد الإلكتروني. تواصلي مع فريق الدعم إن احتجتِ إلى ذلك.',
  },
  'User not authenticated': { es: 'No has iniciado sesión', ar: 'لم تسجّلي الدخول' },
  'Login failed. Please try again.': {
    es: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
    ar: 'تعذّر تسجيل الدخول. حاولي مرة أخرى.',
  },
  'Registration failed. Please try again.': {
    es: 'No se pudo crear la cuenta. Inténtalo de nuevo.',
    ar: 'تعذّر إنشاء الحساب. حاولي مرة أخرى.',
  },
  'Failed to update profile': {
    es: 'No se pudo actualizar el perfil',
    ar: 'تعذّر تحديث الملف الشخصي',
  },
  'API request failed': { es: 'La solicitud no se completó', ar: 'تعذّر إتمام الطلب' },
  'Invalid email or password': {
    es: 'Correo electrónico o contraseña incorrectos',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  'Access denied. Admin privileges required.': {
    es: 'Acceso denegado. Se necesitan permisos de administración.',
    ar: 'الوصول مرفوض. يلزم امتلاك صلاحيات الإدارة.',
  },
  'An error occurred. Please try again.': {
    es: 'Se produjo un error. Inténtalo de nuevo.',
    ar: 'حدث خطأ. حاولي مرة أخرى.',
  },

  // Ids, numbers and lengths, any field's.
  'Must be a number': { es: 'Debe ser un número', ar: 'يجب أن تكون القيمة رقمًا' },
  'Must be a whole number': {
    es: 'Debe ser un número entero',
    ar: 'يجب أن تكون القيمة عددًا صحيحًا',
  },
  'Must be a positive id': {
    es: 'Debe ser un id positivo',
    ar: 'يجب أن يكون المعرّف رقمًا موجبًا',
  },
  'No such id': { es: 'Ese id no existe', ar: 'لا يوجد معرّف كهذا' },
  'Must be at most {{max}} characters': {
    es: 'Debe tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد الأحرف {{max}}',
  },
  'Must be at least {{min}} characters': {
    es: 'Debe tener al menos {{min}} caracteres',
    ar: 'يجب ألا يقل عدد الأحرف عن {{min}}',
  },
  'At most {{max}} characters': {
    es: 'Como máximo {{max}} caracteres',
    ar: 'الحد الأقصى لعدد الأحرف {{max}}',
  },
  'At most 50,000 characters': {
    es: 'Como máximo 50 000 caracteres',
    ar: 'الحد الأقصى لعدد الأحرف 50,000',
  },
  'Must be a date and time (ISO 8601)': {
    es: 'Debe ser una fecha y hora (ISO 8601)',
    ar: 'يجب أن تكون القيمة تاريخًا ووقتًا (ISO 8601)',
  },
  'Must be an IANA time zone, e.g. Europe/London': {
    es: 'Debe ser una zona horaria IANA, p. ej., Europe/Madrid',
    ar: 'يجب أن تكون منطقة زمنية من IANA، مثل Asia/Dubai',
  },
  'Must be a web address starting with https://': {
    es: 'Debe ser una dirección web que empiece por https://',
    ar: 'يجب أن يكون عنوان ويب يبدأ بـ https://',
  },
  'The idempotency key may hold printable ASCII characters only': {
    es: 'La clave de idempotencia solo puede contener caracteres ASCII imprimibles',
    ar: 'لا يمكن أن يحتوي مفتاح عدم التكرار إلا على أحرف ASCII قابلة للطباعة',
  },
  'The idempotency key is longer than {{max}} characters': {
    es: 'La clave de idempotencia tiene más de {{max}} caracteres',
    ar: 'يتجاوز عدد أحرف مفتاح عدم التكرار {{max}}',
  },
  'The idempotency key is empty': {
    es: 'La clave de idempotencia está vacía',
    ar: 'مفتاح عدم التكرار فارغ',
  },

  // Accounts, names and sign-in.
  'Names cannot contain invisible or text-direction characters': {
    es: 'Los nombres no pueden contener caracteres invisibles ni de dirección del texto',
    ar: 'لا يمكن أن تحتوي الأسماء على أحرف غير مرئية أو أحرف تغيّر اتجاه النص',
  },
  'Name is required': { es: 'El nombre es obligatorio', ar: 'الاسم مطلوب' },
  'Name is too long': { es: 'El nombre es demasiado largo', ar: 'الاسم طويل جدًا' },
  'Name can be at most {{max}} characters': {
    es: 'El nombre puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الاسم {{max}}',
  },
  'Reset token is required': {
    es: 'Falta el token de restablecimiento',
    ar: 'رمز إعادة التعيين مطلوب',
  },
  'Date of birth cannot be in the future': {
    es: 'La fecha de nacimiento no puede estar en el futuro',
    ar: 'لا يمكن أن يكون تاريخ الميلاد في المستقبل',
  },
  'Date of birth must be a date (YYYY-MM-DD)': {
    es: 'La fecha de nacimiento debe ser una fecha (AAAA-MM-DD)',
    ar: 'يجب أن يكون تاريخ الميلاد تاريخًا (YYYY-MM-DD)',
  },
  'Current password is required': {
    es: 'La contraseña actual es obligatoria',
    ar: 'كلمة المرور الحالية مطلوبة',
  },
  'No such session': { es: 'Esa sesión no existe', ar: 'لا توجد جلسة كهذه' },
  'That is not a code we sent or your app shows': {
    es: 'Ese no es un código que te hayamos enviado ni uno que muestre tu app',
    ar: 'هذا ليس رمزًا أرسلناه إليكِ ولا رمزًا يعرضه تطبيقكِ',
  },
  'Enter the code': { es: 'Escribe el código', ar: 'أدخلي الرمز' },
  'Enter the 6-digit code from the email': {
    es: 'Escribe el código de 6 dígitos del correo',
    ar: 'أدخلي الرمز المكوّن من 6 أرقام من الرسالة',
  },
  'Enter the 6-digit code your app shows': {
    es: 'Escribe el código de 6 dígitos que muestra tu app',
    ar: 'أدخلي الرمز المكوّن من 6 أرقام الذي يعرضه تطبيقكِ',
  },
  'Enter the 6-digit code': {
    es: 'Escribe el código de 6 dígitos',
    ar: 'أدخلي الرمز المكوّن من 6 أرقام',
  },
  'Give the passkey a name': {
    es: 'Ponle un nombre a la llave de acceso',
    ar: 'ضعي اسمًا لمفتاح المرور',
  },
  'Confirm with your password or a passkey': {
    es: 'Confirma con tu contraseña o con una llave de acceso',
    ar: 'أكّدي بكلمة المرور أو بمفتاح مرور',
  },
  'Confirm that you understand your data will be lost': {
    es: 'Confirma que entiendes que perderás tus datos',
    ar: 'أكّدي أنكِ تفهمين أن بياناتكِ ستُفقد',
  },
  'Confirm that deletion is permanent': {
    es: 'Confirma que la eliminación es definitiva',
    ar: 'أكّدي أن الحذف نهائي',
  },
  'The push endpoint must be an https address': {
    es: 'El endpoint de notificaciones debe ser una dirección https',
    ar: 'يجب أن يكون عنوان الإشعارات عنوان https',
  },
  'Not a push subscription key': {
    es: 'No es una clave de suscripción a notificaciones',
    ar: 'هذا ليس مفتاح اشتراك في الإشعارات',
  },
  'Not a push subscription secret': {
    es: 'No es un secreto de suscripción a notificaciones',
    ar: 'هذا ليس سرّ اشتراك في الإشعارات',
  },

  // Site settings and the admin portal.
  'Site name is required': {
    es: 'El nombre del sitio es obligatorio',
    ar: 'اسم الموقع مطلوب',
  },
  'At least 1 report': { es: 'Al menos 1 denuncia', ar: 'بلاغ واحد على الأقل' },
  'At most {{max}} reports': {
    es: 'Como máximo {{max}} denuncias',
    ar: 'الحد الأقصى لعدد البلاغات {{max}}',
  },
  'At least 0 hours (0 turns the limits off)': {
    es: 'Al menos 0 horas (0 desactiva los límites)',
    ar: 'صفر ساعات على الأقل (الصفر يوقف القيود)',
  },
  'At most {{max}} hours': {
    es: 'Como máximo {{max}} horas',
    ar: 'الحد الأقصى لعدد الساعات {{max}}',
  },
  'That story is too long for one post': {
    es: 'Esa historia es demasiado larga para una publicación',
    ar: 'هذه القصة أطول من أن تتسع لمنشور واحد',
  },
  'The story is empty': { es: 'La historia está vacía', ar: 'القصة فارغة' },
  'Letters and underscores only': {
    es: 'Solo letras y guiones bajos',
    ar: 'أحرف وشرطات سفلية فقط',
  },
  'Write a reply': { es: 'Escribe una respuesta', ar: 'اكتبي ردًّا' },

  // Messages and chat.
  'Write a message first': { es: 'Primero escribe un mensaje', ar: 'اكتبي رسالة أولًا' },
  'Messages can be at most {{max}} characters': {
    es: 'Los mensajes pueden tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الرسالة {{max}}',
  },

  // Groups, invitations, questions, posts and replies.
  'Choose one of the listed categories': {
    es: 'Elige una de las categorías de la lista',
    ar: 'اختاري إحدى الفئات المدرجة',
  },
  'Description is required': {
    es: 'La descripción es obligatoria',
    ar: 'الوصف مطلوب',
  },
  'Description can be at most {{max}} characters': {
    es: 'La descripción puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الوصف {{max}}',
  },
  'Max members must be a number': {
    es: 'El máximo de integrantes debe ser un número',
    ar: 'يجب أن يكون الحد الأقصى للعضوات رقمًا',
  },
  'Max members must be a whole number': {
    es: 'El máximo de integrantes debe ser un número entero',
    ar: 'يجب أن يكون الحد الأقصى للعضوات عددًا صحيحًا',
  },
  'Max members must be at least {{min}}': {
    es: 'El máximo de integrantes debe ser al menos {{min}}',
    ar: 'يجب ألا يقل الحد الأقصى للعضوات عن {{min}}',
  },
  'Max members can be at most {{max}}': {
    es: 'El máximo de integrantes puede ser como mucho {{max}}',
    ar: 'يجب ألا يتجاوز الحد الأقصى للعضوات {{max}}',
  },
  'Choose one of {{options}}': {
    es: 'Elige una de estas opciones: {{options}}',
    ar: 'اختاري أحد هذه الخيارات: {{options}}',
  },
  'Write something first': { es: 'Primero escribe algo', ar: 'اكتبي شيئًا أولًا' },
  'Posts can be at most {{max}} characters': {
    es: 'Las publicaciones pueden tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف المنشور {{max}}',
  },
  'Replies can be at most {{max}} characters': {
    es: 'Las respuestas pueden tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الردّ {{max}}',
  },
  'The reason can be at most {{max}} characters': {
    es: 'El motivo puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف السبب {{max}}',
  },
  'Uses must be a number': {
    es: 'Los usos deben ser un número',
    ar: 'يجب أن يكون عدد مرات الاستخدام رقمًا',
  },
  'Uses must be a whole number': {
    es: 'Los usos deben ser un número entero',
    ar: 'يجب أن يكون عدد مرات الاستخدام عددًا صحيحًا',
  },
  'A link needs at least 1 use': {
    es: 'Un enlace necesita al menos 1 uso',
    ar: 'يجب أن يُتاح الرابط لمرة واحدة على الأقل',
  },
  'A link can have at most {{max}} uses': {
    es: 'Un enlace puede usarse como máximo {{max}} veces',
    ar: 'الحد الأقصى لمرات استخدام الرابط {{max}}',
  },
  'The expiry must be a date and time': {
    es: 'La caducidad debe ser una fecha y hora',
    ar: 'يجب أن يكون موعد الانتهاء تاريخًا ووقتًا',
  },
  'The expiry must be in the future': {
    es: 'La caducidad debe estar en el futuro',
    ar: 'يجب أن يكون موعد الانتهاء في المستقبل',
  },
  'A link can last at most {{max}} days': {
    es: 'Un enlace puede durar como máximo {{max}} días',
    ar: 'الحد الأقصى لمدة الرابط بالأيام {{max}}',
  },
  'The invitation link is not valid': {
    es: 'El enlace de invitación no es válido',
    ar: 'رابط الدعوة غير صالح',
  },
  'Write the question': { es: 'Escribe la pregunta', ar: 'اكتبي السؤال' },
  'A question can be at most {{max}} characters': {
    es: 'Una pregunta puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف السؤال {{max}}',
  },
  'A group can ask at most {{max}} questions': {
    es: 'Un grupo puede hacer como máximo {{max}} preguntas',
    ar: 'الحد الأقصى لعدد أسئلة المجموعة {{max}}',
  },
  'A group asks at most {{max}} questions': {
    es: 'Un grupo hace como máximo {{max}} preguntas',
    ar: 'الحد الأقصى لعدد أسئلة المجموعة {{max}}',
  },
  'Write an answer': { es: 'Escribe una respuesta', ar: 'اكتبي إجابة' },
  'Write an answer or leave the question out': {
    es: 'Escribe una respuesta o quita la pregunta',
    ar: 'اكتبي إجابة أو احذفي السؤال',
  },
  'An answer can be at most {{max}} characters': {
    es: 'Una respuesta puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الإجابة {{max}}',
  },
  'Write the welcome message': {
    es: 'Escribe el mensaje de bienvenida',
    ar: 'اكتبي رسالة الترحيب',
  },
  'The welcome can be at most {{max}} characters': {
    es: 'La bienvenida puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف رسالة الترحيب {{max}}',
  },

  // Polls.
  'The closing time must be a date and time (ISO 8601)': {
    es: 'La hora de cierre debe ser una fecha y hora (ISO 8601)',
    ar: 'يجب أن يكون وقت الإغلاق تاريخًا ووقتًا (ISO 8601)',
  },
  'The publish time must be a date and time (ISO 8601)': {
    es: 'La hora de publicación debe ser una fecha y hora (ISO 8601)',
    ar: 'يجب أن يكون وقت النشر تاريخًا ووقتًا (ISO 8601)',
  },
  'Write each option': { es: 'Escribe cada opción', ar: 'اكتبي كل خيار' },
  'Options can be at most {{max}} characters': {
    es: 'Las opciones pueden tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الخيار {{max}}',
  },
  'Write the poll’s question': {
    es: 'Escribe la pregunta de la encuesta',
    ar: 'اكتبي سؤال الاستطلاع',
  },
  'The question can be at most {{max}} characters': {
    es: 'La pregunta puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف السؤال {{max}}',
  },
  'A poll needs at least {{min}} options': {
    es: 'Una encuesta necesita al menos {{min}} opciones',
    ar: 'يجب ألا يقل عدد خيارات الاستطلاع عن {{min}}',
  },
  'A poll can have at most {{max}} options': {
    es: 'Una encuesta puede tener como máximo {{max}} opciones',
    ar: 'الحد الأقصى لعدد خيارات الاستطلاع {{max}}',
  },
  'Each option must be different': {
    es: 'Cada opción debe ser distinta',
    ar: 'يجب أن يختلف كل خيار عن الآخر',
  },
  'No such option': { es: 'Esa opción no existe', ar: 'لا يوجد خيار كهذا' },
  'Choose an option': { es: 'Elige una opción', ar: 'اختاري خيارًا' },
  'A poll has at most {{max}} options': {
    es: 'Una encuesta tiene como máximo {{max}} opciones',
    ar: 'الحد الأقصى لعدد خيارات الاستطلاع {{max}}',
  },
  'Choose each option once': {
    es: 'Elige cada opción una sola vez',
    ar: 'اختاري كل خيار مرة واحدة فقط',
  },

  // Stories, comments and the contact form.
  'Section must be one of: {{options}}': {
    es: 'La sección debe ser una de estas: {{options}}',
    ar: 'يجب أن يكون القسم أحد هذه: {{options}}',
  },
  'Choose a category': { es: 'Elige una categoría', ar: 'اختاري فئة' },
  '"{{category}}" is not a category of {{section}}': {
    es: '«{{category}}» no es una categoría de {{section}}',
    ar: '«{{category}}» ليست من فئات {{section}}',
  },
  'A category needs a section': {
    es: 'Una categoría necesita una sección',
    ar: 'تحتاج الفئة إلى قسم',
  },
  'Tell her why': { es: 'Dile por qué', ar: 'أخبريها بالسبب' },
  'A note can be at most {{max}} characters': {
    es: 'Una nota puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الملاحظة {{max}}',
  },
  'Title is required': { es: 'El título es obligatorio', ar: 'العنوان مطلوب' },
  'Title can be at most {{max}} characters': {
    es: 'El título puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف العنوان {{max}}',
  },
  'Your story is empty': { es: 'Tu historia está vacía', ar: 'قصتكِ فارغة' },
  'Tell us a little more: at least {{min}} characters': {
    es: 'Cuéntanos un poco más: al menos {{min}} caracteres',
    ar: 'أخبرينا بالمزيد قليلًا: يجب ألا يقل عدد الأحرف عن {{min}}',
  },
  'Comments can be at most {{max}} characters': {
    es: 'Los comentarios pueden tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف التعليق {{max}}',
  },
  'Subject is required': { es: 'El asunto es obligatorio', ar: 'الموضوع مطلوب' },
  'Subject can be at most {{max}} characters': {
    es: 'El asunto puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الموضوع {{max}}',
  },
  'Message is required': { es: 'El mensaje es obligatorio', ar: 'الرسالة مطلوبة' },
  'Message can be at most {{max}} characters': {
    es: 'El mensaje puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الرسالة {{max}}',
  },

  // Events.
  'Describe the event': { es: 'Describe el evento', ar: 'صفي الفعالية' },
  'Choose a category from: {{options}}': {
    es: 'Elige una categoría entre: {{options}}',
    ar: 'اختاري فئة من: {{options}}',
  },
  'Say where, e.g. a city or Online': {
    es: 'Indica dónde, p. ej., una ciudad u Online',
    ar: 'حدّدي المكان، مثل مدينة أو Online',
  },
  'A speaker needs a name': {
    es: 'Cada ponente necesita un nombre',
    ar: 'تحتاج كل متحدثة إلى اسم',
  },
  'Speakers must be a list of names': {
    es: 'Las ponentes deben ser una lista de nombres',
    ar: 'يجب أن تكون المتحدثات قائمة أسماء',
  },
  'At most {{max}} speakers': {
    es: 'Como máximo {{max}} ponentes',
    ar: 'الحد الأقصى لعدد المتحدثات {{max}}',
  },
  'Status must be going or interested': {
    es: 'El estado debe ser going o interested',
    ar: 'يجب أن تكون الحالة going أو interested',
  },

  // Moderation, house rules and appeals.
  'Choose what you report from: {{options}}': {
    es: 'Elige qué denuncias entre: {{options}}',
    ar: 'اختاري ما تبلّغين عنه من: {{options}}',
  },
  'Choose a reason from: {{options}}': {
    es: 'Elige un motivo entre: {{options}}',
    ar: 'اختاري سببًا من: {{options}}',
  },
  'Choose an action from: {{options}}': {
    es: 'Elige una acción entre: {{options}}',
    ar: 'اختاري إجراءً من: {{options}}',
  },
  'Must be a whole number of days': {
    es: 'Debe ser un número entero de días',
    ar: 'يجب أن يكون عدد الأيام عددًا صحيحًا',
  },
  'Say why you unmask this author': {
    es: 'Explica por qué revelas quién es la autora',
    ar: 'اذكري سبب كشف هوية هذه الكاتبة',
  },
  'Give the rule a title': { es: 'Ponle un título a la norma', ar: 'ضعي عنوانًا للقاعدة' },
  'Say what the rule asks': { es: 'Di qué pide la norma', ar: 'اذكري ما تطلبه القاعدة' },
  'Keep at least one rule': { es: 'Deja al menos una norma', ar: 'أبقي قاعدة واحدة على الأقل' },
  'At most {{max}} rules': {
    es: 'Como máximo {{max}} normas',
    ar: 'الحد الأقصى لعدد القواعد {{max}}',
  },
  'Choose a rule': { es: 'Elige una norma', ar: 'اختاري قاعدة' },
  'Say why the decision should change': {
    es: 'Explica por qué debería cambiar la decisión',
    ar: 'اشرحي لماذا ينبغي تغيير القرار',
  },
  'Say in a sentence or two why the decision should change': {
    es: 'Explica en una o dos frases por qué debería cambiar la decisión',
    ar: 'اشرحي في جملة أو جملتين لماذا ينبغي تغيير القرار',
  },
  'Choose upheld or reversed': {
    es: 'Elige confirmada o revocada',
    ar: 'اختاري التأييد أو الإلغاء',
  },
  'Say why': { es: 'Explica por qué', ar: 'اذكري السبب' },
  'Say for how many days (1 to 365)': {
    es: 'Indica cuántos días (de 1 a 365)',
    ar: 'حدّدي عدد الأيام (من 1 إلى 365)',
  },
  'Suspend for at least 1 day': {
    es: 'Suspende al menos 1 día',
    ar: 'يجب أن يكون الإيقاف يومًا واحدًا على الأقل',
  },
  'Suspend for at most {{max}} days': {
    es: 'Suspende como máximo {{max}} días',
    ar: 'الحد الأقصى لمدة الإيقاف بالأيام {{max}}',
  },
  'quiet must be true or false': {
    es: 'quiet debe ser true o false',
    ar: 'يجب أن تكون قيمة quiet هي true أو false',
  },
  'Choose a content note from: {{options}}': {
    es: 'Elige un aviso de contenido entre: {{options}}',
    ar: 'اختاري تنبيه محتوى من: {{options}}',
  },
  'Write a word or phrase': { es: 'Escribe una palabra o frase', ar: 'اكتبي كلمة أو عبارة' },
  'A muted word or phrase can be at most {{max}} characters': {
    es: 'Una palabra o frase silenciada puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف الكلمة أو العبارة المكتومة {{max}}',
  },
  'You can mute at most {{max}} words and phrases': {
    es: 'Puedes silenciar como máximo {{max}} palabras y frases',
    ar: 'الحد الأقصى لما يمكنكِ كتمه من كلمات وعبارات {{max}}',
  },
  'Choose at least one member': {
    es: 'Elige al menos a una integrante',
    ar: 'اختاري عضوة واحدة على الأقل',
  },
  'You can block at most {{max}} members at once': {
    es: 'Puedes bloquear como máximo {{max}} integrantes a la vez',
    ar: 'الحد الأقصى لعدد العضوات اللواتي يمكنكِ حظرهن دفعة واحدة {{max}}',
  },
  'Choose 90d or a quarter such as 2026-Q3': {
    es: 'Elige 90d o un trimestre como 2026-Q3',
    ar: 'اختاري 90d أو ربعًا سنويًا مثل 2026-Q3',
  },

  // The magazine, resources, the newsletter and the podcast.
  'An entry of the contents is required': {
    es: 'Falta una entrada del índice',
    ar: 'بند المحتويات مطلوب',
  },
  'An entry of the contents can be at most {{max}} characters': {
    es: 'Una entrada del índice puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف بند المحتويات {{max}}',
  },
  'A topic is required': { es: 'El tema es obligatorio', ar: 'المحور مطلوب' },
  'A topic can be at most {{max}} characters': {
    es: 'Un tema puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف المحور {{max}}',
  },
  'A page must be a number': {
    es: 'Una página debe ser un número',
    ar: 'يجب أن يكون رقم الصفحة رقمًا',
  },
  'A page must be a whole number': {
    es: 'Una página debe ser un número entero',
    ar: 'يجب أن يكون رقم الصفحة عددًا صحيحًا',
  },
  'Pages start at 1': { es: 'Las páginas empiezan en 1', ar: 'يبدأ ترقيم الصفحات من 1' },
  'No issue has that many pages': {
    es: 'Ningún número de la revista tiene tantas páginas',
    ar: 'لا يحتوي أي إصدار على هذا العدد من الصفحات',
  },
  'Month is required': { es: 'El mes es obligatorio', ar: 'الشهر مطلوب' },
  'Month must be written YYYY-MM, e.g. 2026-11': {
    es: 'El mes debe escribirse AAAA-MM, p. ej., 2026-11',
    ar: 'يجب كتابة الشهر بالصيغة YYYY-MM، مثل 2026-11',
  },
  'Issue number is required': {
    es: 'El número de la edición es obligatorio',
    ar: 'رقم الإصدار مطلوب',
  },
  'Issue number must be a whole number': {
    es: 'El número de la edición debe ser un número entero',
    ar: 'يجب أن يكون رقم الإصدار عددًا صحيحًا',
  },
  'Issue number starts at 1': {
    es: 'El número de la edición empieza en 1',
    ar: 'يبدأ رقم الإصدار من 1',
  },
  'Issue number can be at most {{max}}': {
    es: 'El número de la edición puede ser como mucho {{max}}',
    ar: 'يجب ألا يتجاوز رقم الإصدار {{max}}',
  },
  'Category must be one of: {{options}}': {
    es: 'La categoría debe ser una de estas: {{options}}',
    ar: 'يجب أن تكون الفئة إحدى هذه: {{options}}',
  },
  'At most {{max}} topics': {
    es: 'Como máximo {{max}} temas',
    ar: 'الحد الأقصى لعدد المحاور {{max}}',
  },
  'At most {{max}} entries': {
    es: 'Como máximo {{max}} entradas',
    ar: 'الحد الأقصى لعدد البنود {{max}}',
  },
  'Access must be free or members': {
    es: 'El acceso debe ser free o members',
    ar: 'يجب أن يكون الوصول free أو members',
  },
  'Country is required': { es: 'El país es obligatorio', ar: 'الدولة مطلوبة' },
  'Country must be a two-letter ISO code (e.g. GB) or International': {
    es: 'El país debe ser un código ISO de dos letras (p. ej., ES) o International',
    ar: 'يجب أن تكون الدولة رمز ISO من حرفين (مثل AE) أو International',
  },
  'Type must be one of: {{options}}': {
    es: 'El tipo debe ser uno de estos: {{options}}',
    ar: 'يجب أن يكون النوع أحد هذه: {{options}}',
  },
  'Link must be a web address starting with https://': {
    es: 'El enlace debe ser una dirección web que empiece por https://',
    ar: 'يجب أن يكون الرابط عنوان ويب يبدأ بـ https://',
  },
  'Phone may hold digits, spaces, +, - and brackets': {
    es: 'El teléfono solo puede tener dígitos, espacios, +, - y paréntesis',
    ar: 'لا يحتوي رقم الهاتف إلا على أرقام ومسافات و+ و- وأقواس',
  },
  'Topic must be one of: {{options}}': {
    es: 'El tema debe ser uno de estos: {{options}}',
    ar: 'يجب أن يكون المحور أحد هذه: {{options}}',
  },
  'Give a link or a phone number': {
    es: 'Añade un enlace o un número de teléfono',
    ar: 'أضيفي رابطًا أو رقم هاتف',
  },
  'Write a subject': { es: 'Escribe un asunto', ar: 'اكتبي موضوعًا' },
  'Write the newsletter': { es: 'Escribe el boletín', ar: 'اكتبي النشرة' },
  'A chapter title is required': {
    es: 'Cada capítulo necesita un título',
    ar: 'عنوان الفصل مطلوب',
  },
  'A chapter title can be at most {{max}} characters': {
    es: 'El título de un capítulo puede tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف عنوان الفصل {{max}}',
  },
  'A chapter start must be a number of seconds': {
    es: 'El inicio de un capítulo debe ser un número de segundos',
    ar: 'يجب أن تكون بداية الفصل عددًا من الثواني',
  },
  'A chapter starts at a whole second': {
    es: 'Un capítulo empieza en un segundo exacto',
    ar: 'يبدأ الفصل عند ثانية كاملة',
  },
  'A chapter cannot start before the episode': {
    es: 'Un capítulo no puede empezar antes que el episodio',
    ar: 'لا يمكن أن يبدأ الفصل قبل الحلقة',
  },
  'A chapter cannot start after 24 hours': {
    es: 'Un capítulo no puede empezar después de 24 horas',
    ar: 'لا يمكن أن يبدأ الفصل بعد 24 ساعة',
  },
  'An episode can have at most {{max}} chapters': {
    es: 'Un episodio puede tener como máximo {{max}} capítulos',
    ar: 'الحد الأقصى لعدد فصول الحلقة {{max}}',
  },
  'Chapters must be in order, each starting after the one before': {
    es: 'Los capítulos deben ir en orden, cada uno después del anterior',
    ar: 'يجب أن تكون الفصول مرتّبة، يبدأ كل منها بعد الذي قبله',
  },
  'Name the episode by its id or slug': {
    es: 'Indica el episodio por su id o su slug',
    ar: 'حدّدي الحلقة بمعرّفها أو باسمها المختصر',
  },
  'No episode has so long a name': {
    es: 'Ningún episodio tiene un nombre tan largo',
    ar: 'لا توجد حلقة باسم بهذا الطول',
  },
  'Show notes can be at most {{max}} characters': {
    es: 'Las notas del episodio pueden tener como máximo {{max}} caracteres',
    ar: 'يجب ألا يتجاوز عدد أحرف ملاحظات الحلقة {{max}}',
  },
} as const satisfies Catalogue;

/** `english` in `language`, from the validation texts; English, or a text they lack, as it is. */
export function translateMessage(
  language: Language,
  english: string,
  values?: MessageValues,
): string {
  return translateWith([VALIDATION_TEXTS], language, english, values);
}
