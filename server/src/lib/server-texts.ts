/**
 * The server's refusals in Spanish and Arabic (issue 34), keyed by their English exactly as the
 * code writes it (`new AppError(code, 'English')`, or `msg('English {{name}}', values)` where a
 * part varies). The validation texts the browser shares are in shared's message-texts.ts; a text
 * in both is kept there only. messages.test.ts fails on a refusal that is in neither. Spanish says
 * "tú"; Arabic speaks to a woman.
 */
import type { Catalogue } from '@hercircle/shared/message-format';

export const SERVER_TEXTS = {
  // Requests the server cannot read or route.
  'Bad request': { es: 'Solicitud incorrecta', ar: 'طلب غير صالح' },
  'Invalid input': { es: 'Datos no válidos', ar: 'بيانات غير صالحة' },
  'Not found': { es: 'No encontrado', ar: 'غير موجود' },
  'Unsupported media type': { es: 'Tipo de contenido no admitido', ar: 'نوع محتوى غير مدعوم' },
  'Not found: no record has that id': {
    es: 'No encontrado: ningún registro tiene ese id',
    ar: 'غير موجود: لا يوجد سجل بهذا المعرّف',
  },
  'No route for {{method}} {{path}}': {
    es: 'No hay ninguna ruta para {{method}} {{path}}',
    ar: 'لا يوجد مسار لـ {{method}} {{path}}',
  },
  'No procedure at {{path}}': {
    es: 'No hay ningún procedimiento en {{path}}',
    ar: 'لا يوجد إجراء في {{path}}',
  },
  'The request body must be a JSON object': {
    es: 'El cuerpo de la solicitud debe ser un objeto JSON',
    ar: 'يجب أن يكون متن الطلب كائن JSON',
  },
  'The request path is too long': {
    es: 'La ruta de la solicitud es demasiado larga',
    ar: 'مسار الطلب طويل جدًا',
  },
  'Malformed request: the URL could not be decoded': {
    es: 'Solicitud mal formada: no se pudo descodificar la URL',
    ar: 'طلب غير سليم: تعذّر فك ترميز عنوان URL',
  },
  'Malformed request: the body could not be read as JSON': {
    es: 'Solicitud mal formada: el cuerpo no se pudo leer como JSON',
    ar: 'طلب غير سليم: تعذّرت قراءة المتن بصيغة JSON',
  },
  'Malformed request: the body could not be read': {
    es: 'Solicitud mal formada: no se pudo leer el cuerpo',
    ar: 'طلب غير سليم: تعذّرت قراءة المتن',
  },
  'The request was refused: {{status}}': {
    es: 'Se rechazó la solicitud: {{status}}',
    ar: 'رُفض الطلب: {{status}}',
  },
  'Request body is too large': {
    es: 'El cuerpo de la solicitud es demasiado grande',
    ar: 'متن الطلب كبير جدًا',
  },
  'Unsupported content type: send application/json': {
    es: 'Tipo de contenido no admitido: envía application/json',
    ar: 'نوع محتوى غير مدعوم: أرسلي application/json',
  },
  'Send the call as application/json': {
    es: 'Envía la llamada como application/json',
    ar: 'أرسلي الاستدعاء بصيغة application/json',
  },
  'Contains a character that is not allowed (NUL or an unpaired surrogate)': {
    es: 'Contiene un carácter no permitido (NUL o un sustituto sin pareja)',
    ar: 'يحتوي على حرف غير مسموح به (NUL أو بديل غير مقترن)',
  },
  'A request with this idempotency key is still running': {
    es: 'Todavía se está procesando una solicitud con esta clave de idempotencia',
    ar: 'ما زال طلب بمفتاح عدم التكرار هذا قيد التنفيذ',
  },

  // The server itself.
  'The database is unavailable. Please try again shortly.': {
    es: 'La base de datos no está disponible. Inténtalo de nuevo en un momento.',
    ar: 'قاعدة البيانات غير متاحة. حاولي مرة أخرى بعد قليل.',
  },
  'The database is unreachable': {
    es: 'No se puede acceder a la base de datos',
    ar: 'يتعذّر الوصول إلى قاعدة البيانات',
  },
  'Something went wrong on our side. Please try again.': {
    es: 'Algo falló por nuestra parte. Inténtalo de nuevo.',
    ar: 'حدث خطأ من جهتنا. حاولي مرة أخرى.',
  },
  'The server is shutting down. Please try again shortly.': {
    es: 'El servidor se está apagando. Inténtalo de nuevo en un momento.',
    ar: 'الخادم قيد الإيقاف. حاولي مرة أخرى بعد قليل.',
  },
  'Too many attempts. Please wait a little and try again.': {
    es: 'Demasiados intentos. Espera un poco y vuelve a intentarlo.',
    ar: 'محاولات كثيرة جدًا. انتظري قليلًا ثم حاولي مرة أخرى.',
  },

  // Signing in, passwords and accounts.
  'This password is too common. Choose one that is harder to guess.': {
    es: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    ar: 'كلمة المرور هذه شائعة جدًا. اختاري كلمة يصعب تخمينها.',
  },
  'This account is deactivated. Contact support if you want it back.': {
    es: 'Esta cuenta está desactivada. Si quieres recuperarla, escribe al equipo de soporte.',
    ar: 'هذا الحساب معطَّل. تواصلي مع فريق الدعم إن أردتِ استعادته.',
  },
  'This reset link is invalid or has expired. Request a new one.': {
    es: 'Este enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
    ar: 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية. اطلبي رابطًا جديدًا.',
  },
  'You can only change your own password': {
    es: 'Solo puedes cambiar tu propia contraseña',
    ar: 'لا يمكنكِ تغيير كلمة مرور غير كلمتكِ',
  },
  'Current password is incorrect': {
    es: 'La contraseña actual no es correcta',
    ar: 'كلمة المرور الحالية غير صحيحة',
  },
  'That password is not right': {
    es: 'Esa contraseña no es correcta',
    ar: 'كلمة المرور هذه غير صحيحة',
  },
  'An account with this email already exists': {
    es: 'Ya existe una cuenta con este correo electrónico',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  },
  'User not found': { es: 'No encontramos a esa persona', ar: 'لم نعثر على هذا الحساب' },
  'Member not found': { es: 'No encontramos a esa integrante', ar: 'لم نعثر على هذه العضوة' },
  'Your session has ended. Please sign in again.': {
    es: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    ar: 'انتهت جلستكِ. سجّلي الدخول مرة أخرى.',
  },
  'Your account is suspended until {{until}}': {
    es: 'Tu cuenta está suspendida hasta el {{until}}',
    ar: 'حسابكِ موقوف حتى {{until}}',
  },
  'Admin privileges required': {
    es: 'Se necesitan permisos de administración',
    ar: 'يلزم امتلاك صلاحيات الإدارة',
  },
  'Set up two-step sign-in or a passkey before you use the admin portal: open Settings, Sign-in and security.':
    {
      es: 'Activa el inicio de sesión en dos pasos o una llave de acceso antes de usar el portal de administración: abre Ajustes, Inicio de sesión y seguridad.',
      ar: 'فعّلي تسجيل الدخول بخطوتين أو مفتاح مرور قبل استخدام بوابة الإدارة: افتحي الإعدادات، ثم تسجيل الدخول والأمان.',
    },
  'You can only edit your own profile': {
    es: 'Solo puedes editar tu propio perfil',
    ar: 'لا يمكنكِ تعديل ملف شخصي غير ملفكِ',
  },
  'You can only change your own picture': {
    es: 'Solo puedes cambiar tu propia foto',
    ar: 'لا يمكنكِ تغيير صورة غير صورتكِ',
  },
  'Choose an image to upload': {
    es: 'Elige una imagen para subir',
    ar: 'اختاري صورة لرفعها',
  },
  'The image is larger than {{size}} MB. Choose a smaller one.': {
    es: 'La imagen pesa más de {{size}} MB. Elige una más pequeña.',
    ar: 'حجم الصورة أكبر من {{size}} ميغابايت. اختاري صورة أصغر.',
  },
  'The file is not an image we accept. Upload a JPEG, PNG, WebP or GIF.': {
    es: 'El archivo no es una imagen que aceptemos. Sube un JPEG, PNG, WebP o GIF.',
    ar: 'هذا الملف ليس صورة نقبلها. ارفعي ملف JPEG أو PNG أو WebP أو GIF.',
  },
  'The image could not be read. It may be damaged; try another file.': {
    es: 'No se pudo leer la imagen. Puede que esté dañada; prueba con otro archivo.',
    ar: 'تعذّرت قراءة الصورة. ربما تكون تالفة؛ جرّبي ملفًا آخر.',
  },
  'Image not found': { es: 'No encontramos la imagen', ar: 'لم نعثر على الصورة' },
  'The user id must be a positive whole number': {
    es: 'El id de usuaria debe ser un número entero positivo',
    ar: 'يجب أن يكون معرّف المستخدمة عددًا صحيحًا موجبًا',
  },
  'Send the picture as multipart/form-data in the field profile_picture': {
    es: 'Envía la foto como multipart/form-data en el campo profile_picture',
    ar: 'أرسلي الصورة بصيغة multipart/form-data في الحقل profile_picture',
  },
  'Send one image in the field profile_picture, nothing more': {
    es: 'Envía una sola imagen en el campo profile_picture, nada más',
    ar: 'أرسلي صورة واحدة فقط في الحقل profile_picture',
  },
  'The multipart body could not be read: send the image in the field profile_picture': {
    es: 'No se pudo leer el cuerpo multipart: envía la imagen en el campo profile_picture',
    ar: 'تعذّرت قراءة المتن متعدد الأجزاء: أرسلي الصورة في الحقل profile_picture',
  },
  'Attach the image in the field profile_picture': {
    es: 'Adjunta la imagen en el campo profile_picture',
    ar: 'أرفقي الصورة في الحقل profile_picture',
  },

  // Deleting an account, confirming an address, new accounts.
  'This link does not work: it was already used, the 30 days are over, or it was not copied whole. Contact us if you want to keep your account.':
    {
      es: 'Este enlace no funciona: ya se usó, pasaron los 30 días o no se copió entero. Escríbenos si quieres conservar tu cuenta.',
      ar: 'هذا الرابط لا يعمل: إما استُخدم من قبل، أو انقضت الأيام الثلاثون، أو لم يُنسخ كاملًا. تواصلي معنا إن أردتِ الإبقاء على حسابكِ.',
    },
  'Your account is set to be deleted on {{day}}. To keep it, open the link in the email we have just sent you.':
    {
      es: 'Tu cuenta se eliminará el {{day}}. Para conservarla, abre el enlace del correo que te acabamos de enviar.',
      ar: 'سيُحذف حسابكِ في {{day}}. للإبقاء عليه، افتحي الرابط في البريد الذي أرسلناه إليكِ للتو.',
    },
  'Your account is set to be deleted on {{day}}. To keep it, open the link in the email we sent you (we send it again at most once an hour).':
    {
      es: 'Tu cuenta se eliminará el {{day}}. Para conservarla, abre el enlace del correo que te enviamos (lo reenviamos como mucho una vez por hora).',
      ar: 'سيُحذف حسابكِ في {{day}}. للإبقاء عليه، افتحي الرابط في البريد الذي أرسلناه إليكِ (نعيد إرساله مرة واحدة في الساعة على الأكثر).',
    },
  'The cancel link has no token: copy the whole link.': {
    es: 'Al enlace de cancelación le falta el token: copia el enlace entero.',
    ar: 'رابط الإلغاء ينقصه الرمز: انسخي الرابط كاملًا.',
  },
  'The confirmation link has no token: copy the whole link.': {
    es: 'Al enlace de confirmación le falta el token: copia el enlace entero.',
    ar: 'رابط التأكيد ينقصه الرمز: انسخي الرابط كاملًا.',
  },
  'The link has no token: copy the whole link.': {
    es: 'Al enlace le falta el token: copia el enlace entero.',
    ar: 'الرابط ينقصه الرمز: انسخي الرابط كاملًا.',
  },
  'The unsubscribe link has no token.': {
    es: 'Al enlace para darte de baja le falta el token.',
    ar: 'رابط إلغاء الاشتراك ينقصه الرمز.',
  },
  'The newsletter link has no token.': {
    es: 'Al enlace del boletín le falta el token.',
    ar: 'رابط النشرة ينقصه الرمز.',
  },
  'Confirm your email address to send message requests. Use “Resend the email” in the banner at the top of the page.':
    {
      es: 'Confirma tu correo electrónico para enviar solicitudes de mensaje. Usa «Reenviar el correo» en el aviso de la parte superior de la página.',
      ar: 'أكّدي عنوان بريدكِ الإلكتروني لإرسال طلبات المراسلة. استخدمي «إعادة إرسال البريد» في الشريط أعلى الصفحة.',
    },
  'Confirm your email address to send reports. Use “Resend the email” in the banner at the top of the page.':
    {
      es: 'Confirma tu correo electrónico para enviar denuncias. Usa «Reenviar el correo» en el aviso de la parte superior de la página.',
      ar: 'أكّدي عنوان بريدكِ الإلكتروني لإرسال البلاغات. استخدمي «إعادة إرسال البريد» في الشريط أعلى الصفحة.',
    },
  'Confirm your email address to post in groups. Use “Resend the email” in the banner at the top of the page.':
    {
      es: 'Confirma tu correo electrónico para publicar en los grupos. Usa «Reenviar el correo» en el aviso de la parte superior de la página.',
      ar: 'أكّدي عنوان بريدكِ الإلكتروني للنشر في المجموعات. استخدمي «إعادة إرسال البريد» في الشريط أعلى الصفحة.',
    },
  'Confirm your email address to RSVP to events. Use “Resend the email” in the banner at the top of the page.':
    {
      es: 'Confirma tu correo electrónico para confirmar asistencia a eventos. Usa «Reenviar el correo» en el aviso de la parte superior de la página.',
      ar: 'أكّدي عنوان بريدكِ الإلكتروني لتأكيد حضور الفعاليات. استخدمي «إعادة إرسال البريد» في الشريط أعلى الصفحة.',
    },
  'Your email address is already confirmed.': {
    es: 'Tu correo electrónico ya está confirmado.',
    ar: 'عنوان بريدكِ الإلكتروني مؤكَّد بالفعل.',
  },
  'This confirmation link is invalid, has expired or was replaced by a newer one. Signed in, use “Resend the email” in the banner at the top of the page for a new link.':
    {
      es: 'Este enlace de confirmación no es válido, ha caducado o lo reemplazó uno más reciente. Con la sesión iniciada, usa «Reenviar el correo» en el aviso de la parte superior de la página para recibir uno nuevo.',
      ar: 'رابط التأكيد هذا غير صالح أو منتهي الصلاحية أو حلّ محله رابط أحدث. بعد تسجيل الدخول، استخدمي «إعادة إرسال البريد» في الشريط أعلى الصفحة للحصول على رابط جديد.',
    },
  'Another HerCircle account uses this address now, so it cannot be confirmed for this one. Contact us if you need help.':
    {
      es: 'Otra cuenta de HerCircle usa ahora esta dirección, así que no se puede confirmar para esta. Escríbenos si necesitas ayuda.',
      ar: 'يستخدم حساب آخر في HerCircle هذا العنوان الآن، لذا لا يمكن تأكيده لهذا الحساب. تواصلي معنا إن احتجتِ إلى مساعدة.',
    },
  'New accounts can send message requests after {{until}}.': {
    es: 'Las cuentas nuevas pueden enviar solicitudes de mensaje a partir del {{until}}.',
    ar: 'يمكن للحسابات الجديدة إرسال طلبات المراسلة بعد {{until}}.',
  },
  'Until {{until}}, a new account can add at most {{max}} links to a post or reply.': {
    es: 'Hasta el {{until}}, una cuenta nueva puede añadir como máximo {{max}} enlaces a una publicación o respuesta.',
    ar: 'حتى {{until}}، يمكن للحساب الجديد إضافة {{max}} روابط على الأكثر إلى المنشور أو الردّ.',
  },

  // Two-step sign-in, passkeys, sign-in codes, devices.
  'That code is not right': { es: 'Ese código no es correcto', ar: 'هذا الرمز غير صحيح' },
  'That code is not right, or it has expired. Check the email or ask for a new code': {
    es: 'Ese código no es correcto o ha caducado. Revisa el correo o pide uno nuevo',
    ar: 'هذا الرمز غير صحيح أو منتهي الصلاحية. راجعي البريد أو اطلبي رمزًا جديدًا',
  },
  'That code is not right. Check the time on your phone and try again': {
    es: 'Ese código no es correcto. Revisa la hora de tu teléfono y vuelve a intentarlo',
    ar: 'هذا الرمز غير صحيح. تحقّقي من الوقت في هاتفكِ وحاولي مرة أخرى',
  },
  'Two-step sign-in is already on': {
    es: 'El inicio de sesión en dos pasos ya está activado',
    ar: 'تسجيل الدخول بخطوتين مفعَّل بالفعل',
  },
  'Two-step sign-in is not on': {
    es: 'El inicio de sesión en dos pasos no está activado',
    ar: 'تسجيل الدخول بخطوتين غير مفعَّل',
  },
  'Start setting up two-step sign-in first': {
    es: 'Primero empieza a configurar el inicio de sesión en dos pasos',
    ar: 'ابدئي إعداد تسجيل الدخول بخطوتين أولًا',
  },
  'This sign-in has expired. Please enter your email and password again': {
    es: 'Este inicio de sesión ha caducado. Vuelve a escribir tu correo y tu contraseña',
    ar: 'انتهت صلاحية تسجيل الدخول هذا. أدخلي بريدكِ الإلكتروني وكلمة المرور مرة أخرى',
  },
  'This passkey request has expired. Please try again': {
    es: 'Esta solicitud de llave de acceso ha caducado. Inténtalo de nuevo',
    ar: 'انتهت صلاحية طلب مفتاح المرور هذا. حاولي مرة أخرى',
  },
  'That passkey was not accepted': {
    es: 'No se aceptó esa llave de acceso',
    ar: 'لم يُقبل مفتاح المرور هذا',
  },
  'This passkey is already added': {
    es: 'Esta llave de acceso ya está añadida',
    ar: 'مفتاح المرور هذا مضاف بالفعل',
  },
  'No such passkey': { es: 'Esa llave de acceso no existe', ar: 'لا يوجد مفتاح مرور كهذا' },
  'This link does not work: it is older than 7 days or was not copied whole. To be safe, sign in and sign out the devices you do not know in Settings, or reset your password from the sign-in page.':
    {
      es: 'Este enlace no funciona: tiene más de 7 días o no se copió entero. Por seguridad, inicia sesión y cierra la sesión de los dispositivos que no reconozcas en Ajustes, o restablece tu contraseña desde la página de inicio de sesión.',
      ar: 'هذا الرابط لا يعمل: مضى عليه أكثر من 7 أيام أو لم يُنسخ كاملًا. للاحتياط، سجّلي الدخول وأخرجي الأجهزة التي لا تعرفينها من الإعدادات، أو أعيدي تعيين كلمة المرور من صفحة تسجيل الدخول.',
    },
  'No such push subscription on your account': {
    es: 'Tu cuenta no tiene esa suscripción a notificaciones',
    ar: 'لا يوجد اشتراك إشعارات كهذا في حسابكِ',
  },

  // The admin portal.
  'Community not found': { es: 'No encontramos la comunidad', ar: 'لم نعثر على المجتمع' },
  'No such contact message': {
    es: 'Ese mensaje de contacto no existe',
    ar: 'لا توجد رسالة تواصل كهذه',
  },
  'No such email in the outbox.': {
    es: 'Ese correo no está en la bandeja de salida.',
    ar: 'لا يوجد بريد كهذا في صندوق الصادر.',
  },
  'This email had an attachment, which the outbox does not keep: it cannot be sent again.': {
    es: 'Este correo llevaba un adjunto, que la bandeja de salida no guarda: no se puede volver a enviar.',
    ar: 'كان لهذا البريد مرفق لا يحتفظ به صندوق الصادر: لا يمكن إرساله مرة أخرى.',
  },
  'Only a failed email can be sent again, and this one has not failed (or is being sent).': {
    es: 'Solo se puede reenviar un correo fallido, y este no ha fallado (o se está enviando).',
    ar: 'لا يُعاد إرسال إلا البريد الذي تعذّر إرساله، وهذا البريد لم يتعذّر إرساله (أو قيد الإرسال).',
  },
  'Story not found': { es: 'No encontramos la historia', ar: 'لم نعثر على القصة' },
  'This story is already published': {
    es: 'Esta historia ya está publicada',
    ar: 'هذه القصة منشورة بالفعل',
  },
  'This story is published: archive it instead': {
    es: 'Esta historia está publicada: archívala en su lugar',
    ar: 'هذه القصة منشورة: أرشفيها بدلًا من ذلك',
  },
  'This story is already declined': {
    es: 'Esta historia ya está rechazada',
    ar: 'هذه القصة مرفوضة بالفعل',
  },
  'You cannot remove your own admin role': {
    es: 'No puedes quitarte tu propio rol de administradora',
    ar: 'لا يمكنكِ إزالة دور الإدارة عن نفسكِ',
  },
  'You cannot deactivate your own account': {
    es: 'No puedes desactivar tu propia cuenta',
    ar: 'لا يمكنكِ تعطيل حسابكِ بنفسكِ',
  },
  'You cannot delete your own account from the admin portal': {
    es: 'No puedes eliminar tu propia cuenta desde el portal de administración',
    ar: 'لا يمكنكِ حذف حسابكِ من بوابة الإدارة',
  },

  // Messages and chat.
  'Conversation not found': {
    es: 'No encontramos la conversación',
    ar: 'لم نعثر على المحادثة',
  },
  'The message could not be read back': {
    es: 'No se pudo volver a leer el mensaje',
    ar: 'تعذّرت قراءة الرسالة بعد حفظها',
  },
  'The conversation could not be read back': {
    es: 'No se pudo volver a leer la conversación',
    ar: 'تعذّرت قراءة المحادثة بعد حفظها',
  },
  'Message not found': { es: 'No encontramos el mensaje', ar: 'لم نعثر على الرسالة' },
  'You can only edit your own messages': {
    es: 'Solo puedes editar tus propios mensajes',
    ar: 'لا يمكنكِ تعديل رسائل غير رسائلكِ',
  },
  'You can only delete your own messages': {
    es: 'Solo puedes eliminar tus propios mensajes',
    ar: 'لا يمكنكِ حذف رسائل غير رسائلكِ',
  },
  'Accept the message request to reply': {
    es: 'Acepta la solicitud de mensaje para responder',
    ar: 'اقبلي طلب المراسلة لتتمكني من الردّ',
  },
  "You can't message this member": {
    es: 'No puedes enviar mensajes a esta integrante',
    ar: 'لا يمكنكِ مراسلة هذه العضوة',
  },
  'A message request holds up to 3 messages until it is accepted': {
    es: 'Una solicitud de mensaje admite hasta 3 mensajes hasta que la acepten',
    ar: 'يتسع طلب المراسلة لثلاث رسائل كحد أقصى إلى أن يُقبل',
  },
  "You can't message yourself": {
    es: 'No puedes enviarte mensajes a ti misma',
    ar: 'لا يمكنكِ مراسلة نفسكِ',
  },
  'Message request not found': {
    es: 'No encontramos la solicitud de mensaje',
    ar: 'لم نعثر على طلب المراسلة',
  },
  'Live chat is already open in {{count}} places with this sign-in: close it in another tab or window and try again.':
    {
      es: 'El chat en vivo ya está abierto en {{count}} sitios con este inicio de sesión: ciérralo en otra pestaña o ventana y vuelve a intentarlo.',
      ar: 'الدردشة المباشرة مفتوحة بالفعل في {{count}} أماكن بتسجيل الدخول هذا: أغلقيها في علامة تبويب أو نافذة أخرى وحاولي مرة أخرى.',
    },
  'Live chat is already open in {{count}} places on your account: close it in another tab, window or device and try again.':
    {
      es: 'El chat en vivo ya está abierto en {{count}} sitios de tu cuenta: ciérralo en otra pestaña, ventana o dispositivo y vuelve a intentarlo.',
      ar: 'الدردشة المباشرة مفتوحة بالفعل في {{count}} أماكن على حسابكِ: أغلقيها في علامة تبويب أو نافذة أو جهاز آخر وحاولي مرة أخرى.',
    },
  'Live chat is not running': {
    es: 'El chat en vivo no está funcionando',
    ar: 'الدردشة المباشرة لا تعمل',
  },

  // Groups: membership, bans, invitations, questions and welcomes.
  'Group not found': { es: 'No encontramos el grupo', ar: 'لم نعثر على المجموعة' },
  'To leave the group, use Leave': {
    es: 'Para salir del grupo, usa Salir',
    ar: 'لمغادرة المجموعة، استخدمي «مغادرة»',
  },
  "You can't ban yourself": {
    es: 'No puedes expulsarte a ti misma',
    ar: 'لا يمكنكِ حظر نفسكِ',
  },
  'Only a site admin can remove a site admin': {
    es: 'Solo una administradora del sitio puede quitar a una administradora del sitio',
    ar: 'لا يمكن إزالة مشرفة الموقع إلا لمشرفة موقع',
  },
  'Only a site admin can remove a group admin': {
    es: 'Solo una administradora del sitio puede quitar a una administradora del grupo',
    ar: 'لا يمكن إزالة مشرفة المجموعة إلا لمشرفة موقع',
  },
  'Only a site admin can ban a site admin': {
    es: 'Solo una administradora del sitio puede expulsar a una administradora del sitio',
    ar: 'لا يمكن حظر مشرفة الموقع إلا لمشرفة موقع',
  },
  'Only a site admin can ban a group admin': {
    es: 'Solo una administradora del sitio puede expulsar a una administradora del grupo',
    ar: 'لا يمكن حظر مشرفة المجموعة إلا لمشرفة موقع',
  },
  'That person is not a member of this group': {
    es: 'Esa persona no es integrante de este grupo',
    ar: 'هذه الشخصية ليست عضوة في هذه المجموعة',
  },
  'That person is already a member': {
    es: 'Esa persona ya es integrante',
    ar: 'هذه الشخصية عضوة بالفعل',
  },
  'There is no pending request from that person': {
    es: 'No hay ninguna solicitud pendiente de esa persona',
    ar: 'لا يوجد طلب معلّق من هذه الشخصية',
  },
  'Only the group’s members can make their membership quiet': {
    es: 'Solo las integrantes del grupo pueden hacer discreta su pertenencia',
    ar: 'لا يمكن إخفاء العضوية إلا لعضوات المجموعة',
  },
  'Invitation link not found': {
    es: 'No encontramos el enlace de invitación',
    ar: 'لم نعثر على رابط الدعوة',
  },
  'A group can have at most 50 links at a time: end one you no longer need first': {
    es: 'Un grupo puede tener como máximo 50 enlaces a la vez: primero termina uno que ya no necesites',
    ar: 'يمكن أن يكون للمجموعة 50 رابطًا على الأكثر في آن واحد: أنهي أولًا رابطًا لم تعودي بحاجة إليه',
  },
  'This invitation link is not valid. Ask the person who sent it for a new one.': {
    es: 'Este enlace de invitación no es válido. Pide uno nuevo a quien te lo envió.',
    ar: 'رابط الدعوة هذا غير صالح. اطلبي رابطًا جديدًا ممن أرسلته إليكِ.',
  },
  'This invitation link has been used as many times as it allows.': {
    es: 'Este enlace de invitación ya se usó todas las veces que permite.',
    ar: 'استُخدم رابط الدعوة هذا بعدد المرات المسموح به كاملًا.',
  },
  'This invitation link has expired.': {
    es: 'Este enlace de invitación ha caducado.',
    ar: 'انتهت صلاحية رابط الدعوة هذا.',
  },
  'This invitation link was ended by the group’s admins.': {
    es: 'Las administradoras del grupo desactivaron este enlace de invitación.',
    ar: 'أنهت مشرفات المجموعة رابط الدعوة هذا.',
  },
  'You are already a member of this group': {
    es: 'Ya eres integrante de este grupo',
    ar: 'أنتِ عضوة في هذه المجموعة بالفعل',
  },
  'Your request to join is already waiting for approval': {
    es: 'Tu solicitud para unirte ya está esperando aprobación',
    ar: 'طلبكِ للانضمام بانتظار الموافقة بالفعل',
  },
  "You can't join this group": {
    es: 'No puedes unirte a este grupo',
    ar: 'لا يمكنكِ الانضمام إلى هذه المجموعة',
  },
  'The membership could not be read back': {
    es: 'No se pudo volver a leer la pertenencia al grupo',
    ar: 'تعذّرت قراءة العضوية بعد حفظها',
  },
  'This group is full': { es: 'Este grupo está lleno', ar: 'هذه المجموعة مكتملة' },
  'You are not a member of this group': {
    es: 'No eres integrante de este grupo',
    ar: 'لستِ عضوة في هذه المجموعة',
  },
  'A group needs at least one admin: make someone else admin first': {
    es: 'Un grupo necesita al menos una administradora: primero nombra administradora a otra persona',
    ar: 'تحتاج المجموعة إلى مشرفة واحدة على الأقل: اجعلي عضوة أخرى مشرفة أولًا',
  },
  'The group’s questions have changed: reload the page and answer them again': {
    es: 'Las preguntas del grupo han cambiado: recarga la página y vuelve a responderlas',
    ar: 'تغيّرت أسئلة المجموعة: أعيدي تحميل الصفحة وأجيبي عنها مرة أخرى',
  },
  'Not one of the group’s questions': {
    es: 'No es una de las preguntas del grupo',
    ar: 'ليس من أسئلة المجموعة',
  },
  'Only the group’s members can read its welcome': {
    es: 'Solo las integrantes del grupo pueden leer su bienvenida',
    ar: 'لا يمكن قراءة رسالة الترحيب إلا لعضوات المجموعة',
  },
  'Only the group’s admins can do that': {
    es: 'Solo las administradoras del grupo pueden hacer eso',
    ar: 'لا يمكن القيام بذلك إلا لمشرفات المجموعة',
  },
  'This group is private: only its members can see its members and posts': {
    es: 'Este grupo es privado: solo sus integrantes pueden ver a sus integrantes y sus publicaciones',
    ar: 'هذه مجموعة خاصة: لا ترى عضواتها ومنشوراتها إلا عضواتها',
  },
  'Max members cannot be lower than the current number of members': {
    es: 'El máximo de integrantes no puede ser menor que el número actual de integrantes',
    ar: 'لا يمكن أن يقل الحد الأقصى للعضوات عن عددهن الحالي',
  },

  // Posts, replies, mentions, polls and scheduling.
  'You can mention at most {{max}} members at once': {
    es: 'Puedes mencionar como máximo a {{max}} integrantes a la vez',
    ar: 'الحد الأقصى لعدد العضوات اللواتي يمكنكِ الإشارة إليهن دفعة واحدة {{max}}',
  },
  'You can’t mention this member': {
    es: 'No puedes mencionar a esta integrante',
    ar: 'لا يمكنكِ الإشارة إلى هذه العضوة',
  },
  'Join the group to mention its members': {
    es: 'Únete al grupo para mencionar a sus integrantes',
    ar: 'انضمّي إلى المجموعة للإشارة إلى عضواتها',
  },
  'Join the group to vote in its polls': {
    es: 'Únete al grupo para votar en sus encuestas',
    ar: 'انضمّي إلى المجموعة للتصويت في استطلاعاتها',
  },
  'Join the group to post in its discussion': {
    es: 'Únete al grupo para publicar en su conversación',
    ar: 'انضمّي إلى المجموعة للنشر في نقاشها',
  },
  'Join the group to reply': {
    es: 'Únete al grupo para responder',
    ar: 'انضمّي إلى المجموعة للردّ',
  },
  'This post has no poll': {
    es: 'Esta publicación no tiene encuesta',
    ar: 'لا يحتوي هذا المنشور على استطلاع',
  },
  'Choose among the poll’s options': {
    es: 'Elige entre las opciones de la encuesta',
    ar: 'اختاري من بين خيارات الاستطلاع',
  },
  'This poll takes one choice': {
    es: 'En esta encuesta se elige una sola opción',
    ar: 'يقبل هذا الاستطلاع خيارًا واحدًا',
  },
  'This poll opens when its post is published': {
    es: 'Esta encuesta se abre cuando se publique su publicación',
    ar: 'يُفتح هذا الاستطلاع عند نشر منشوره',
  },
  'This poll is closed': { es: 'Esta encuesta está cerrada', ar: 'هذا الاستطلاع مغلق' },
  'The poll must close after the post is published': {
    es: 'La encuesta debe cerrarse después de que se publique la publicación',
    ar: 'يجب أن يُغلق الاستطلاع بعد نشر المنشور',
  },
  'Choose a closing time in the future': {
    es: 'Elige una hora de cierre en el futuro',
    ar: 'اختاري وقت إغلاق في المستقبل',
  },
  'This group does not allow anonymous posts': {
    es: 'Este grupo no permite publicaciones anónimas',
    ar: 'لا تسمح هذه المجموعة بالمنشورات المجهولة',
  },
  'Post not found': { es: 'No encontramos la publicación', ar: 'لم نعثر على المنشور' },
  'Reply not found': { es: 'No encontramos la respuesta', ar: 'لم نعثر على الردّ' },
  'You can only edit your own posts': {
    es: 'Solo puedes editar tus propias publicaciones',
    ar: 'لا يمكنكِ تعديل منشورات غير منشوراتكِ',
  },
  'You can only edit your own replies': {
    es: 'Solo puedes editar tus propias respuestas',
    ar: 'لا يمكنكِ تعديل ردود غير ردودكِ',
  },
  'Only its author or the group’s admins can delete this post': {
    es: 'Solo su autora o las administradoras del grupo pueden eliminar esta publicación',
    ar: 'لا يمكن حذف هذا المنشور إلا لكاتبته أو لمشرفات المجموعة',
  },
  'Only its author or the group’s admins can delete this reply': {
    es: 'Solo su autora o las administradoras del grupo pueden eliminar esta respuesta',
    ar: 'لا يمكن حذف هذا الردّ إلا لكاتبته أو لمشرفات المجموعة',
  },
  'Only the group’s admins can hide posts': {
    es: 'Solo las administradoras del grupo pueden ocultar publicaciones',
    ar: 'لا يمكن إخفاء المنشورات إلا لمشرفات المجموعة',
  },
  'Only the group’s admins can hide replies': {
    es: 'Solo las administradoras del grupo pueden ocultar respuestas',
    ar: 'لا يمكن إخفاء الردود إلا لمشرفات المجموعة',
  },
  'Only the group’s admins can pin posts': {
    es: 'Solo las administradoras del grupo pueden fijar publicaciones',
    ar: 'لا يمكن تثبيت المنشورات إلا لمشرفات المجموعة',
  },
  'Only the group’s admins can schedule posts': {
    es: 'Solo las administradoras del grupo pueden programar publicaciones',
    ar: 'لا يمكن جدولة المنشورات إلا لمشرفات المجموعة',
  },
  'This post is hidden by moderators and takes no replies': {
    es: 'Las moderadoras ocultaron esta publicación y no admite respuestas',
    ar: 'أخفت المشرفات هذا المنشور ولا يقبل ردودًا',
  },
  'Choose a publish time in the future': {
    es: 'Elige una hora de publicación en el futuro',
    ar: 'اختاري وقت نشر في المستقبل',
  },
  'A post can be scheduled at most 365 days ahead': {
    es: 'Una publicación se puede programar como máximo con 365 días de antelación',
    ar: 'يمكن جدولة المنشور قبل موعده بـ 365 يومًا على الأكثر',
  },
  'This post is already published': {
    es: 'Esta publicación ya está publicada',
    ar: 'هذا المنشور منشور بالفعل',
  },
  'The author turned replies off for this post': {
    es: 'La autora desactivó las respuestas en esta publicación',
    ar: 'أوقفت الكاتبة الردود على هذا المنشور',
  },
  'Only the post’s author can do this': {
    es: 'Solo la autora de la publicación puede hacer esto',
    ar: 'لا يمكن القيام بذلك إلا لكاتبة المنشور',
  },
  'You can block only members who reacted to or replied to this post': {
    es: 'Solo puedes bloquear a integrantes que reaccionaron o respondieron a esta publicación',
    ar: 'لا يمكنكِ أن تحظري إلا العضوات اللواتي تفاعلن مع هذا المنشور أو رددن عليه',
  },
  "You can't block yourself": {
    es: 'No puedes bloquearte a ti misma',
    ar: 'لا يمكنكِ حظر نفسكِ',
  },
  "You can't mute yourself": {
    es: 'No puedes silenciarte a ti misma',
    ar: 'لا يمكنكِ كتم نفسكِ',
  },

  // Events.
  'Event not found': { es: 'No encontramos el evento', ar: 'لم نعثر على الفعالية' },
  'This event was cancelled': { es: 'Este evento se canceló', ar: 'أُلغيت هذه الفعالية' },
  'This event has ended': { es: 'Este evento ya terminó', ar: 'انتهت هذه الفعالية' },
  'The event must end after it starts': {
    es: 'El evento debe terminar después de empezar',
    ar: 'يجب أن تنتهي الفعالية بعد بدايتها',
  },
  'Must be after the start': {
    es: 'Debe ser posterior al inicio',
    ar: 'يجب أن يكون بعد البداية',
  },
  'Give a place, an online link, or both': {
    es: 'Indica un lugar, un enlace en línea o ambos',
    ar: 'أضيفي مكانًا أو رابطًا عبر الإنترنت أو كليهما',
  },
  'Give a place or an online link': {
    es: 'Indica un lugar o un enlace en línea',
    ar: 'أضيفي مكانًا أو رابطًا عبر الإنترنت',
  },
  'Only site admins create site-wide events; group admins create events for their group': {
    es: 'Solo las administradoras del sitio crean eventos para todo el sitio; las administradoras de grupo crean eventos para su grupo',
    ar: 'لا تنشئ فعاليات الموقع كله إلا مشرفات الموقع؛ وتنشئ مشرفات المجموعات فعاليات مجموعاتهن',
  },
  'Only the group’s admins create events for it': {
    es: 'Solo las administradoras del grupo crean eventos para él',
    ar: 'لا تنشئ فعاليات المجموعة إلا مشرفاتها',
  },
  'Only site admins feature events': {
    es: 'Solo las administradoras del sitio destacan eventos',
    ar: 'لا تُبرز الفعاليات إلا مشرفات الموقع',
  },
  'Say where the event is, e.g. a city': {
    es: 'Indica dónde es el evento, p. ej., una ciudad',
    ar: 'حدّدي مكان الفعالية، مثل مدينة',
  },
  'The event must start in the future': {
    es: 'El evento debe empezar en el futuro',
    ar: 'يجب أن تبدأ الفعالية في المستقبل',
  },
  'Must be in the future': { es: 'Debe ser en el futuro', ar: 'يجب أن يكون في المستقبل' },
  'Only the event’s organiser or a site admin can do that': {
    es: 'Solo la organizadora del evento o una administradora del sitio puede hacer eso',
    ar: 'لا يمكن القيام بذلك إلا لمنظّمة الفعالية أو لمشرفة الموقع',
  },

  // Moderation, decisions and appeals.
  'Decision not found': { es: 'No encontramos la decisión', ar: 'لم نعثر على القرار' },
  'This decision was already undone': {
    es: 'Esta decisión ya se anuló',
    ar: 'أُلغي هذا القرار بالفعل',
  },
  'The six months to appeal this decision have passed': {
    es: 'Ya pasaron los seis meses para apelar esta decisión',
    ar: 'انقضت الأشهر الستة المتاحة للطعن في هذا القرار',
  },
  'You have already appealed this decision': {
    es: 'Ya apelaste esta decisión',
    ar: 'سبق أن طعنتِ في هذا القرار',
  },
  'Appeal not found': { es: 'No encontramos la apelación', ar: 'لم نعثر على الطعن' },
  'You took this decision: another admin must decide the appeal': {
    es: 'Tú tomaste esta decisión: otra administradora debe resolver la apelación',
    ar: 'أنتِ من اتخذ هذا القرار: يجب أن تبتّ مشرفة أخرى في الطعن',
  },
  'This appeal has already been decided': {
    es: 'Esta apelación ya se resolvió',
    ar: 'بُتّ في هذا الطعن بالفعل',
  },
  'You cannot post or reply until {{until}}, after repeated moderation decisions': {
    es: 'No puedes publicar ni responder hasta el {{until}}, tras varias decisiones de moderación',
    ar: 'لا يمكنكِ النشر أو الردّ حتى {{until}}، بعد قرارات إشراف متكررة',
  },
  'You cannot act on your own account': {
    es: 'No puedes actuar sobre tu propia cuenta',
    ar: 'لا يمكنكِ اتخاذ إجراء بحق حسابكِ',
  },
  'An admin account cannot be suspended': {
    es: 'No se puede suspender una cuenta de administradora',
    ar: 'لا يمكن إيقاف حساب مشرفة',
  },
  'There is no rule {{number}}': {
    es: 'No existe la norma {{number}}',
    ar: 'لا توجد قاعدة رقم {{number}}',
  },
  'Only site admins can suspend an account': {
    es: 'Solo las administradoras del sitio pueden suspender una cuenta',
    ar: 'لا يمكن إيقاف الحسابات إلا لمشرفات الموقع',
  },
  'A member cannot be hidden or deleted from a report: choose another action': {
    es: 'Desde una denuncia no se puede ocultar ni eliminar a una integrante: elige otra acción',
    ar: 'لا يمكن إخفاء عضوة أو حذفها من خلال بلاغ: اختاري إجراءً آخر',
  },
  'A group cannot be hidden or deleted from a report: choose another action': {
    es: 'Desde una denuncia no se puede ocultar ni eliminar un grupo: elige otra acción',
    ar: 'لا يمكن إخفاء مجموعة أو حذفها من خلال بلاغ: اختاري إجراءً آخر',
  },
  'This report names no member to act on': {
    es: 'Esta denuncia no señala a ninguna integrante sobre la que actuar',
    ar: 'لا يحدد هذا البلاغ عضوة لاتخاذ إجراء بحقها',
  },
  'This content is not in a group': {
    es: 'Este contenido no está en un grupo',
    ar: 'هذا المحتوى ليس في مجموعة',
  },
  'Only a site admin can ban the author of an anonymous post': {
    es: 'Solo una administradora del sitio puede expulsar a la autora de una publicación anónima',
    ar: 'لا يمكن حظر كاتبة منشور مجهول إلا لمشرفة موقع',
  },
  'Only a site admin can ban one of the group’s admins': {
    es: 'Solo una administradora del sitio puede expulsar a una de las administradoras del grupo',
    ar: 'لا يمكن حظر إحدى مشرفات المجموعة إلا لمشرفة موقع',
  },
  'The reported content no longer exists: dismiss its reports': {
    es: 'El contenido denunciado ya no existe: descarta sus denuncias',
    ar: 'لم يعد المحتوى المُبلَّغ عنه موجودًا: ارفضي بلاغاته',
  },
  'Already resolved': { es: 'Ya está resuelta', ar: 'تمت معالجته بالفعل' },
  'Only site and group admins can see reports': {
    es: 'Solo las administradoras del sitio y de los grupos pueden ver las denuncias',
    ar: 'لا ترى البلاغات إلا مشرفات الموقع والمجموعات',
  },
  'You can see the reports of the groups you run only': {
    es: 'Solo puedes ver las denuncias de los grupos que administras',
    ar: 'لا يمكنكِ رؤية إلا بلاغات المجموعات التي تشرفين عليها',
  },
  'Report not found': { es: 'No encontramos la denuncia', ar: 'لم نعثر على البلاغ' },
  'This post is not anonymous: its author is shown': {
    es: 'Esta publicación no es anónima: se muestra su autora',
    ar: 'هذا المنشور ليس مجهولًا: اسم كاتبته ظاهر',
  },
  'This reply is not anonymous: its author is shown': {
    es: 'Esta respuesta no es anónima: se muestra su autora',
    ar: 'هذا الردّ ليس مجهولًا: اسم كاتبته ظاهر',
  },
  'Comment not found': { es: 'No encontramos el comentario', ar: 'لم نعثر على التعليق' },
  'You cannot report your own post': {
    es: 'No puedes denunciar tu propia publicación',
    ar: 'لا يمكنكِ الإبلاغ عن منشوركِ',
  },
  'You cannot report your own reply': {
    es: 'No puedes denunciar tu propia respuesta',
    ar: 'لا يمكنكِ الإبلاغ عن ردّكِ',
  },
  'You cannot report your own message': {
    es: 'No puedes denunciar tu propio mensaje',
    ar: 'لا يمكنكِ الإبلاغ عن رسالتكِ',
  },
  'You cannot report your own story': {
    es: 'No puedes denunciar tu propia historia',
    ar: 'لا يمكنكِ الإبلاغ عن قصتكِ',
  },
  'You cannot report your own comment': {
    es: 'No puedes denunciar tu propio comentario',
    ar: 'لا يمكنكِ الإبلاغ عن تعليقكِ',
  },
  'You cannot report yourself': {
    es: 'No puedes denunciarte a ti misma',
    ar: 'لا يمكنكِ الإبلاغ عن نفسكِ',
  },
  'You cannot report a group you run': {
    es: 'No puedes denunciar un grupo que administras',
    ar: 'لا يمكنكِ الإبلاغ عن مجموعة تشرفين عليها',
  },
  'You have already reported this.': {
    es: 'Ya denunciaste esto.',
    ar: 'سبق أن أبلغتِ عن هذا.',
  },

  // Stories and comments.
  'Not found: you have no story with that id': {
    es: 'No encontrado: no tienes ninguna historia con ese id',
    ar: 'غير موجود: ليست لديكِ قصة بهذا المعرّف',
  },
  'Only a declined story can be revised and sent again': {
    es: 'Solo una historia rechazada se puede revisar y volver a enviar',
    ar: 'لا يمكن تعديل القصة وإعادة إرسالها إلا إذا كانت مرفوضة',
  },
  'Only its author can delete a comment': {
    es: 'Solo su autora puede eliminar un comentario',
    ar: 'لا يمكن حذف التعليق إلا لكاتبته',
  },

  // The magazine.
  'Issue not found': { es: 'No encontramos el número', ar: 'لم نعثر على الإصدار' },
  'The PDF of this issue is missing': {
    es: 'Falta el PDF de este número',
    ar: 'ملف PDF لهذا الإصدار مفقود',
  },
  'This issue is for members. Sign in to read it.': {
    es: 'Este número es para integrantes. Inicia sesión para leerlo.',
    ar: 'هذا الإصدار للعضوات. سجّلي الدخول لقراءته.',
  },
  'This issue has no PDF yet': {
    es: 'Este número todavía no tiene PDF',
    ar: 'ليس لهذا الإصدار ملف PDF بعد',
  },
  'Issue {{number}} exists already: choose another number': {
    es: 'El número {{number}} ya existe: elige otro número',
    ar: 'الإصدار {{number}} موجود بالفعل: اختاري رقمًا آخر',
  },
  '"{{title}}" is on page {{page}}, but the PDF has {{pages}} pages': {
    es: '«{{title}}» está en la página {{page}}, pero el PDF tiene {{pages}} páginas',
    ar: '«{{title}}» في الصفحة {{page}}، لكن عدد صفحات ملف PDF هو {{pages}}',
  },
  'The PDF has {{pages}} pages': {
    es: 'El PDF tiene {{pages}} páginas',
    ar: 'عدد صفحات ملف PDF هو {{pages}}',
  },
  'Upload the PDF before publishing the issue': {
    es: 'Sube el PDF antes de publicar el número',
    ar: 'ارفعي ملف PDF قبل نشر الإصدار',
  },
  'The file is not a PDF we can read. Upload the issue as a PDF (its content must start with %PDF-).':
    {
      es: 'El archivo no es un PDF que podamos leer. Sube el número como PDF (su contenido debe empezar por %PDF-).',
      ar: 'هذا الملف ليس PDF نستطيع قراءته. ارفعي الإصدار بصيغة PDF (يجب أن يبدأ محتواه بـ %PDF-).',
    },
  'The cover is not an image we accept. Upload a JPEG, PNG or WebP.': {
    es: 'La portada no es una imagen que aceptemos. Sube un JPEG, PNG o WebP.',
    ar: 'الغلاف ليس صورة نقبلها. ارفعي ملف JPEG أو PNG أو WebP.',
  },
  'The cover could not be read. It may be damaged; try another file.': {
    es: 'No se pudo leer la portada. Puede que esté dañada; prueba con otro archivo.',
    ar: 'تعذّرت قراءة الغلاف. ربما يكون تالفًا؛ جرّبي ملفًا آخر.',
  },
  'The file is larger than {{size}} MB': {
    es: 'El archivo pesa más de {{size}} MB',
    ar: 'حجم الملف أكبر من {{size}} ميغابايت',
  },
  'Send the file as multipart/form-data in the field pdf': {
    es: 'Envía el archivo como multipart/form-data en el campo pdf',
    ar: 'أرسلي الملف بصيغة multipart/form-data في الحقل pdf',
  },
  'Send the file as multipart/form-data in the field cover': {
    es: 'Envía el archivo como multipart/form-data en el campo cover',
    ar: 'أرسلي الملف بصيغة multipart/form-data في الحقل cover',
  },
  'The multipart body could not be read: send the file in the field pdf': {
    es: 'No se pudo leer el cuerpo multipart: envía el archivo en el campo pdf',
    ar: 'تعذّرت قراءة المتن متعدد الأجزاء: أرسلي الملف في الحقل pdf',
  },
  'The multipart body could not be read: send the file in the field cover': {
    es: 'No se pudo leer el cuerpo multipart: envía el archivo en el campo cover',
    ar: 'تعذّرت قراءة المتن متعدد الأجزاء: أرسلي الملف في الحقل cover',
  },
  'Attach the file in the field pdf': {
    es: 'Adjunta el archivo en el campo pdf',
    ar: 'أرفقي الملف في الحقل pdf',
  },
  'Attach the file in the field cover': {
    es: 'Adjunta el archivo en el campo cover',
    ar: 'أرفقي الملف في الحقل cover',
  },
  'There is no such file to download': {
    es: 'No existe ese archivo para descargar',
    ar: 'لا يوجد ملف كهذا للتنزيل',
  },
  'Resource not found': { es: 'No encontramos el recurso', ar: 'لم نعثر على المورد' },

  // The newsletter and notifications.
  'No such newsletter issue.': {
    es: 'Ese número del boletín no existe.',
    ar: 'لا يوجد عدد كهذا من النشرة.',
  },
  'This issue has been sent (or is being sent) already: it can no longer be edited.': {
    es: 'Este número ya se envió (o se está enviando): ya no se puede editar.',
    ar: 'أُرسل هذا العدد بالفعل (أو قيد الإرسال): لم يعد بالإمكان تعديله.',
  },
  'This issue has been sent (or is being sent) already: it can no longer be deleted.': {
    es: 'Este número ya se envió (o se está enviando): ya no se puede eliminar.',
    ar: 'أُرسل هذا العدد بالفعل (أو قيد الإرسال): لم يعد بالإمكان حذفه.',
  },
  'This issue has been sent already.': {
    es: 'Este número ya se envió.',
    ar: 'أُرسل هذا العدد بالفعل.',
  },
  'The test email could not be sent: the mail server did not accept it. Try again later, or check the mail settings.':
    {
      es: 'No se pudo enviar el correo de prueba: el servidor de correo no lo aceptó. Inténtalo más tarde o revisa la configuración del correo.',
      ar: 'تعذّر إرسال البريد التجريبي: لم يقبله خادم البريد. حاولي لاحقًا، أو راجعي إعدادات البريد.',
    },
  'This newsletter link is not valid. Copy the whole link from the email, or sign up again.': {
    es: 'Este enlace del boletín no es válido. Copia el enlace entero del correo o vuelve a suscribirte.',
    ar: 'رابط النشرة هذا غير صالح. انسخي الرابط كاملًا من البريد، أو اشتركي من جديد.',
  },
  'This unsubscribe link is not valid. Copy the whole link from the email, or choose how often you get emails in Settings.':
    {
      es: 'Este enlace para darte de baja no es válido. Copia el enlace entero del correo o elige en Ajustes cada cuánto recibes correos.',
      ar: 'رابط إلغاء الاشتراك هذا غير صالح. انسخي الرابط كاملًا من البريد، أو اختاري من الإعدادات عدد مرات وصول الرسائل إليكِ.',
    },
  'Notification not found': {
    es: 'No encontramos la notificación',
    ar: 'لم نعثر على الإشعار',
  },

  // The podcast.
  'Episode not found': { es: 'No encontramos el episodio', ar: 'لم نعثر على الحلقة' },
  'The episode id must be a positive whole number': {
    es: 'El id del episodio debe ser un número entero positivo',
    ar: 'يجب أن يكون معرّف الحلقة عددًا صحيحًا موجبًا',
  },
  'There is no such episode audio': {
    es: 'No existe ese audio de episodio',
    ar: 'لا يوجد ملف صوتي كهذا للحلقة',
  },
  'The audio is larger than 200 MB. Upload a shorter or smaller file.': {
    es: 'El audio pesa más de 200 MB. Sube un archivo más corto o más pequeño.',
    ar: 'حجم الملف الصوتي أكبر من 200 ميغابايت. ارفعي ملفًا أقصر أو أصغر.',
  },
  'The file is not MP3 or M4A audio. Upload an MP3 or M4A file (its name and type do not count: its content does).':
    {
      es: 'El archivo no es audio MP3 ni M4A. Sube un archivo MP3 o M4A (no cuentan su nombre ni su tipo: cuenta su contenido).',
      ar: 'هذا الملف ليس صوتًا بصيغة MP3 أو M4A. ارفعي ملف MP3 أو M4A (لا عبرة باسمه ونوعه: العبرة بمحتواه).',
    },
  'Send the audio as multipart/form-data in the field audio': {
    es: 'Envía el audio como multipart/form-data en el campo audio',
    ar: 'أرسلي الملف الصوتي بصيغة multipart/form-data في الحقل audio',
  },
  'Send one audio file in the field audio, nothing more': {
    es: 'Envía un solo archivo de audio en el campo audio, nada más',
    ar: 'أرسلي ملفًا صوتيًا واحدًا فقط في الحقل audio',
  },
  'The multipart body could not be read: send the audio in the field audio': {
    es: 'No se pudo leer el cuerpo multipart: envía el audio en el campo audio',
    ar: 'تعذّرت قراءة المتن متعدد الأجزاء: أرسلي الملف الصوتي في الحقل audio',
  },
  'Attach the audio in the field audio': {
    es: 'Adjunta el audio en el campo audio',
    ar: 'أرفقي الملف الصوتي في الحقل audio',
  },
  'The chapter "{{title}}" starts after the episode ends ({{seconds}} s)': {
    es: 'El capítulo «{{title}}» empieza después de que termine el episodio ({{seconds}} s)',
    ar: 'يبدأ الفصل «{{title}}» بعد انتهاء الحلقة ({{seconds}} ث)',
  },
  'Upload the episode’s audio before publishing it': {
    es: 'Sube el audio del episodio antes de publicarlo',
    ar: 'ارفعي الملف الصوتي للحلقة قبل نشرها',
  },

  // Transparency reports.
  'That quarter has not begun yet': {
    es: 'Ese trimestre todavía no ha empezado',
    ar: 'لم يبدأ هذا الربع بعد',
  },
} as const satisfies Catalogue;
