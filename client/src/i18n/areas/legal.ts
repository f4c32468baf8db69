import { defineTexts } from '../texts.ts';

/**
 * The legal area's texts (issue 34): the privacy policy (/privacy-policy) and the account deletion
 * form (/account-deletion). Legal texts she relies on: translated whole, faithfully.
 */
export const legalTexts = defineTexts('legal', {
  en: {
    privacy: {
      title: 'Privacy Policy',
      updated: 'Last updated {{date}}',
      deletionLink: 'Go to the account deletion form',
      collect: {
        heading: 'Information We Collect',
        intro:
          'We collect what you give us when you create an account, fill in your profile, post in groups, chat, subscribe to the newsletter or contact us.',
        account: 'Account details: name, email address and password (stored only as a secure hash)',
        profile:
          'Profile details you choose to add: picture, bio, location, occupation, interests, date of birth',
        posts: 'What you post: stories, group posts and chat messages',
        technical:
          'Technical data: the address and browser used to reach the site, kept for security',
      },
      use: {
        heading: 'How We Use Your Information',
        body: 'We use your information to run your account, show your posts to the people you share them with, keep the community safe, send the emails you asked for, and improve the site. We do not sell your personal information.',
      },
      share: {
        heading: 'How We Share Information',
        body: 'Other members see what you post and the public parts of your profile. Your email address and date of birth are never shown to other members. We share data with service providers who host and deliver our service under contract, and with authorities only when the law requires it.',
      },
      security: {
        heading: 'Data Security',
        body: 'Passwords are stored as one-way hashes. Connections are encrypted. Uploaded pictures have location data removed. Access to member data inside HerCircle is limited to the staff who need it, and every administrative change is logged.',
      },
      rights: {
        heading: 'Your Rights',
        body: 'You can see and correct your profile at any time, download a copy of your data from your account, and ask us to delete your account. Deletion deactivates your account at once and removes your personal data permanently within 30 days.',
        deletion: 'To delete your account, use the account deletion form.',
      },
      cookies: {
        heading: 'Cookies',
        body: 'We do not use advertising or tracking cookies. Your browser keeps your sign-in and your light or dark theme choice in local storage on your device.',
      },
      children: {
        heading: 'Children Under 13',
        body: 'HerCircle is not for children under 13, and we do not knowingly collect their information. If you believe a child has created an account, contact us and we will remove it.',
      },
      international: {
        heading: 'International Users',
        body: 'HerCircle is operated from the United States. If you use it from elsewhere, your information is transferred to and processed in the United States, with the protections described in this policy.',
      },
      changes: {
        heading: 'Changes to This Policy',
        body: 'If we change this policy in a way that matters, we will tell members by email and on the site before the change takes effect.',
      },
      contact: {
        heading: 'Contact Us',
        body: 'Questions about privacy: {{email}}, or write to us through the Contact page.',
      },
    },
    deletion: {
      title: 'Delete your account',
      subtitle: 'We are sorry to see you go. Before you do, read what happens next.',
      signedOut: {
        title: 'Account deletion',
        text: 'Sign in to the account you want to delete.',
        signIn: 'Sign in',
      },
      done: {
        title: 'Your request is in',
        text: 'Your account is deactivated and you have been signed out everywhere. It will be deleted after 30 days: changed your mind? The email we sent you has a link that cancels the deletion until then.',
        redirect: 'You will be taken to the home page in a few seconds.',
        home: 'Return to Home',
      },
      form: {
        email: 'Email',
        reason: 'Why are you leaving? (optional)',
        reasonPlaceholder: 'Choose a reason',
        feedback: 'Anything we could do better? (optional)',
        exportData: 'Email me a copy of my data',
        downloadNow: 'Download my data now',
        downloadFailed: 'Your data could not be downloaded: {{reason}}',
        confirmDataLoss: 'I understand my stories, posts, messages and profile will be lost.',
        confirmPermanent: 'I understand this is permanent and cannot be undone.',
        failed: 'Your request could not be sent. Please try again.',
        submit: 'Delete my account',
      },
      reasons: {
        'privacy-concerns': 'Privacy concerns',
        'not-using': 'I am not using it any more',
        'too-many-emails': 'Too many emails',
        'found-alternative': 'I found an alternative',
        'technical-issues': 'Technical issues',
        other: 'Something else',
      },
      next: {
        title: 'What happens next',
        deactivated:
          'Your account is deactivated immediately and you are signed out everywhere; you no longer appear among members of your groups or at your events.',
        cancel:
          'We email you a link that cancels the deletion if you change your mind within the 30 days: you are back in your groups, with your roles and your RSVPs.',
        deleted: 'Your account and personal data are deleted permanently after 30 days.',
      },
      alternatives: {
        title: 'Alternatives',
        profile: 'Edit your profile or hide details instead',
        emails: 'Get fewer emails',
        contact: 'Tell us what went wrong',
      },
      help: {
        title: 'Need help?',
        text: '{{email}} · We respond within 24-48 hours.',
      },
    },
  },

  es: {
    privacy: {
      title: 'Política de privacidad',
      updated: 'Última actualización: {{date}}',
      deletionLink: 'Ir al formulario para eliminar tu cuenta',
      collect: {
        heading: 'Información que recopilamos',
        intro:
          'Recopilamos lo que nos das cuando creas una cuenta, completas tu perfil, publicas en grupos, chateas, te suscribes al boletín o te pones en contacto con nosotras.',
        account:
          'Datos de la cuenta: nombre, dirección de correo electrónico y contraseña (guardada solo como un hash seguro)',
        profile:
          'Datos del perfil que decides añadir: foto, biografía, ubicación, ocupación, intereses, fecha de nacimiento',
        posts: 'Lo que publicas: historias, publicaciones en grupos y mensajes de chat',
        technical:
          'Datos técnicos: la dirección y el navegador con los que accedes al sitio, que guardamos por seguridad',
      },
      use: {
        heading: 'Cómo usamos tu información',
        body: 'Usamos tu información para gestionar tu cuenta, mostrar tus publicaciones a las personas con quienes las compartes, mantener la comunidad segura, enviarte los correos que pediste y mejorar el sitio. No vendemos tu información personal.',
      },
      share: {
        heading: 'Cómo compartimos la información',
        body: 'Las demás integrantes ven lo que publicas y las partes públicas de tu perfil. Tu dirección de correo electrónico y tu fecha de nacimiento nunca se muestran a otras integrantes. Compartimos datos con proveedores que alojan y prestan nuestro servicio bajo contrato, y con las autoridades solo cuando la ley lo exige.',
      },
      security: {
        heading: 'Seguridad de los datos',
        body: 'Las contraseñas se guardan como hashes de un solo sentido. Las conexiones están cifradas. A las fotos que subes se les quitan los datos de ubicación. Dentro de HerCircle, solo el personal que lo necesita puede acceder a los datos de las integrantes, y cada cambio administrativo queda registrado.',
      },
      rights: {
        heading: 'Tus derechos',
        body: 'Puedes ver y corregir tu perfil en cualquier momento, descargar una copia de tus datos desde tu cuenta y pedirnos que eliminemos tu cuenta. La eliminación desactiva tu cuenta de inmediato y borra tus datos personales de forma permanente en un plazo de 30 días.',
        deletion: 'Para eliminar tu cuenta, usa el formulario de eliminación de cuenta.',
      },
      cookies: {
        heading: 'Cookies',
        body: 'No usamos cookies publicitarias ni de seguimiento. Tu navegador guarda tu inicio de sesión y tu elección de tema claro u oscuro en el almacenamiento local de tu dispositivo.',
      },
      children: {
        heading: 'Menores de 13 años',
        body: 'HerCircle no está pensado para menores de 13 años, y no recopilamos a sabiendas su información. Si crees que una niña o un niño ha creado una cuenta, escríbenos y la eliminaremos.',
      },
      international: {
        heading: 'Usuarias internacionales',
        body: 'HerCircle se gestiona desde los Estados Unidos. Si lo usas desde otro país, tu información se transfiere a los Estados Unidos y se trata allí, con las protecciones que describe esta política.',
      },
      changes: {
        heading: 'Cambios en esta política',
        body: 'Si cambiamos esta política de una forma que importe, lo comunicaremos a las integrantes por correo electrónico y en el sitio antes de que el cambio entre en vigor.',
      },
      contact: {
        heading: 'Contacto',
        body: 'Preguntas sobre privacidad: {{email}}, o escríbenos desde la página de contacto.',
      },
    },
    deletion: {
      title: 'Eliminar tu cuenta',
      subtitle: 'Nos apena que te vayas. Antes de hacerlo, lee lo que ocurre después.',
      signedOut: {
        title: 'Eliminación de la cuenta',
        text: 'Inicia sesión en la cuenta que quieres eliminar.',
        signIn: 'Iniciar sesión',
      },
      done: {
        title: 'Hemos recibido tu solicitud',
        text: 'Tu cuenta está desactivada y se ha cerrado tu sesión en todas partes. Se eliminará pasados 30 días: ¿has cambiado de opinión? El correo que te enviamos tiene un enlace que cancela la eliminación hasta entonces.',
        redirect: 'En unos segundos te llevaremos a la página de inicio.',
        home: 'Volver al inicio',
      },
      form: {
        email: 'Correo electrónico',
        reason: '¿Por qué te vas? (opcional)',
        reasonPlaceholder: 'Elige un motivo',
        feedback: '¿Hay algo que podríamos hacer mejor? (opcional)',
        exportData: 'Enviarme por correo una copia de mis datos',
        downloadNow: 'Descargar mis datos ahora',
        downloadFailed: 'No se pudieron descargar tus datos: {{reason}}',
        confirmDataLoss: 'Entiendo que perderé mis historias, publicaciones, mensajes y mi perfil.',
        confirmPermanent: 'Entiendo que es permanente y no se puede deshacer.',
        failed: 'No se pudo enviar tu solicitud. Inténtalo de nuevo.',
        submit: 'Eliminar mi cuenta',
      },
      reasons: {
        'privacy-concerns': 'Me preocupa mi privacidad',
        'not-using': 'Ya no lo uso',
        'too-many-emails': 'Demasiados correos',
        'found-alternative': 'Encontré una alternativa',
        'technical-issues': 'Problemas técnicos',
        other: 'Otro motivo',
      },
      next: {
        title: 'Qué ocurre después',
        deactivated:
          'Tu cuenta se desactiva de inmediato y se cierra tu sesión en todas partes; dejas de aparecer entre las integrantes de tus grupos y en tus eventos.',
        cancel:
          'Te enviamos por correo un enlace que cancela la eliminación si cambias de opinión dentro de esos 30 días: vuelves a tus grupos, con tus funciones y tus confirmaciones de asistencia.',
        deleted:
          'Tu cuenta y tus datos personales se eliminan de forma permanente pasados 30 días.',
      },
      alternatives: {
        title: 'Alternativas',
        profile: 'Mejor edita tu perfil u oculta algunos datos',
        emails: 'Recibe menos correos',
        contact: 'Cuéntanos qué salió mal',
      },
      help: {
        title: '¿Necesitas ayuda?',
        text: '{{email}} · Respondemos en un plazo de 24 a 48 horas.',
      },
    },
  },

  ar: {
    privacy: {
      title: 'سياسة الخصوصية',
      updated: 'آخر تحديث: {{date}}',
      deletionLink: 'انتقلي إلى نموذج حذف الحساب',
      collect: {
        heading: 'المعلومات التي نجمعها',
        intro:
          'نجمع ما تقدّمينه لنا عندما تنشئين حسابًا، أو تملئين ملفكِ الشخصي، أو تنشرين في المجموعات، أو تدردشين، أو تشتركين في النشرة البريدية، أو تتواصلين معنا.',
        account:
          'بيانات الحساب: الاسم وعنوان البريد الإلكتروني وكلمة المرور (تُحفظ فقط في صورة تجزئة آمنة)',
        profile:
          'بيانات الملف الشخصي التي تختارين إضافتها: الصورة، والنبذة التعريفية، والموقع، والمهنة، والاهتمامات، وتاريخ الميلاد',
        posts: 'ما تنشرينه: القصص، ومنشورات المجموعات، ورسائل الدردشة',
        technical:
          'البيانات التقنية: العنوان والمتصفح اللذان تصلين بهما إلى الموقع، ونحتفظ بهما لأغراض الأمان',
      },
      use: {
        heading: 'كيف نستخدم معلوماتكِ',
        body: 'نستخدم معلوماتكِ لتشغيل حسابكِ، وعرض منشوراتكِ على من تشاركينها معهم، والحفاظ على أمان المجتمع، وإرسال الرسائل البريدية التي طلبتِها، وتحسين الموقع. نحن لا نبيع معلوماتكِ الشخصية.',
      },
      share: {
        heading: 'كيف نشارك المعلومات',
        body: 'ترى العضوات الأخريات ما تنشرينه والأجزاء العامة من ملفكِ الشخصي. لا يُعرض عنوان بريدكِ الإلكتروني ولا تاريخ ميلادكِ على العضوات الأخريات أبدًا. نشارك البيانات مع مزوّدي الخدمات الذين يستضيفون خدمتنا ويقدّمونها بموجب عقد، ومع السلطات فقط حين يفرض القانون ذلك.',
      },
      security: {
        heading: 'أمان البيانات',
        body: 'تُحفظ كلمات المرور في صورة تجزئة أحادية الاتجاه. والاتصالات مشفّرة. وتُزال بيانات الموقع من الصور المرفوعة. ويقتصر الوصول إلى بيانات العضوات داخل HerCircle على الموظفين الذين يحتاجون إليها، ويُسجَّل كل تغيير إداري.',
      },
      rights: {
        heading: 'حقوقكِ',
        body: 'يمكنكِ الاطلاع على ملفكِ الشخصي وتصحيحه في أي وقت، وتنزيل نسخة من بياناتكِ من حسابكِ، وأن تطلبي منا حذف حسابكِ. يؤدي الحذف إلى إلغاء تفعيل حسابكِ فورًا، ومحو بياناتكِ الشخصية نهائيًا في غضون 30 يومًا.',
        deletion: 'لحذف حسابكِ، استخدمي نموذج حذف الحساب.',
      },
      cookies: {
        heading: 'ملفات تعريف الارتباط',
        body: 'لا نستخدم ملفات تعريف الارتباط الإعلانية أو ملفات التتبّع. يحفظ متصفحكِ تسجيل دخولكِ واختياركِ للمظهر الفاتح أو الداكن في التخزين المحلي على جهازكِ.',
      },
      children: {
        heading: 'الأطفال دون 13 عامًا',
        body: 'HerCircle ليس موجّهًا للأطفال دون 13 عامًا، ولا نجمع معلوماتهم عن علم. إذا كنتِ تعتقدين أن طفلًا أو طفلة أنشأ حسابًا، فتواصلي معنا وسنحذفه.',
      },
      international: {
        heading: 'المستخدمات من خارج الولايات المتحدة',
        body: 'يُدار HerCircle من الولايات المتحدة. إذا كنتِ تستخدمينه من بلد آخر، فإن معلوماتكِ تُنقل إلى الولايات المتحدة وتُعالَج فيها، مع أوجه الحماية الموضّحة في هذه السياسة.',
      },
      changes: {
        heading: 'التغييرات على هذه السياسة',
        body: 'إذا غيّرنا هذه السياسة تغييرًا جوهريًا، فسنُعلم العضوات بالبريد الإلكتروني وعلى الموقع قبل أن يسري التغيير.',
      },
      contact: {
        heading: 'تواصلي معنا',
        body: 'للأسئلة المتعلقة بالخصوصية: {{email}}، أو راسلينا عبر صفحة «تواصلي معنا».',
      },
    },
    deletion: {
      title: 'حذف حسابكِ',
      subtitle: 'يحزننا أن تغادرينا. قبل أن تفعلي، اقرئي ما سيحدث بعد ذلك.',
      signedOut: {
        title: 'حذف الحساب',
        text: 'سجّلي الدخول إلى الحساب الذي تريدين حذفه.',
        signIn: 'تسجيل الدخول',
      },
      done: {
        title: 'وصلنا طلبكِ',
        text: 'أُلغي تفعيل حسابكِ وسُجّل خروجكِ من كل مكان. سيُحذف الحساب بعد 30 يومًا: هل غيّرتِ رأيكِ؟ تحتوي الرسالة التي أرسلناها إلى بريدكِ على رابط يلغي الحذف حتى ذلك الحين.',
        redirect: 'سننقلكِ إلى الصفحة الرئيسية خلال ثوانٍ.',
        home: 'العودة إلى الرئيسية',
      },
      form: {
        email: 'البريد الإلكتروني',
        reason: 'لماذا تغادرين؟ (اختياري)',
        reasonPlaceholder: 'اختاري سببًا',
        feedback: 'هل هناك ما كان بوسعنا أن نفعله بشكل أفضل؟ (اختياري)',
        exportData: 'أريد نسخة من بياناتي عبر البريد الإلكتروني',
        downloadNow: 'تنزيل بياناتي الآن',
        downloadFailed: 'تعذّر تنزيل بياناتكِ: {{reason}}',
        confirmDataLoss: 'أفهم أنني سأفقد قصصي ومنشوراتي ورسائلي وملفي الشخصي.',
        confirmPermanent: 'أفهم أن هذا نهائي ولا يمكن التراجع عنه.',
        failed: 'تعذّر إرسال طلبكِ. يُرجى المحاولة مرة أخرى.',
        submit: 'حذف حسابي',
      },
      reasons: {
        'privacy-concerns': 'مخاوف تتعلق بالخصوصية',
        'not-using': 'لم أعد أستخدمه',
        'too-many-emails': 'رسائل بريد إلكتروني كثيرة جدًا',
        'found-alternative': 'وجدتُ بديلًا',
        'technical-issues': 'مشكلات تقنية',
        other: 'سبب آخر',
      },
      next: {
        title: 'ماذا سيحدث بعد ذلك',
        deactivated:
          'يُلغى تفعيل حسابكِ فورًا ويُسجَّل خروجكِ من كل مكان؛ ولن تظهري بعد ذلك بين عضوات مجموعاتكِ ولا في فعالياتكِ.',
        cancel:
          'نرسل إليكِ بالبريد الإلكتروني رابطًا يلغي الحذف إذا غيّرتِ رأيكِ خلال الثلاثين يومًا: فتعودين إلى مجموعاتكِ بأدواركِ فيها وبتأكيدات حضوركِ.',
        deleted: 'يُحذف حسابكِ وبياناتكِ الشخصية نهائيًا بعد 30 يومًا.',
      },
      alternatives: {
        title: 'بدائل',
        profile: 'عدّلي ملفكِ الشخصي أو أخفي بعض بياناتكِ بدلًا من ذلك',
        emails: 'تلقّي رسائل بريد إلكتروني أقل',
        contact: 'أخبرينا بما حدث من خطأ',
      },
      help: {
        title: 'هل تحتاجين إلى مساعدة؟',
        text: '{{email}} · نردّ خلال 24 إلى 48 ساعة.',
      },
    },
  },
});
