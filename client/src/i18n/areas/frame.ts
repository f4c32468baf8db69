import { defineTexts } from '../texts.ts';

/**
 * The frame's texts that are not in the first load's catalogue (i18n/en.ts): the not-found screen,
 * the account menu, a member's banners (suspension, unconfirmed address) and the app's offline and
 * new-version notes. They load with those parts, on any page.
 */
export const frameTexts = defineTexts('frame', {
  en: {
    notFound: {
      title: 'Page not found',
      heading: 'Oops! Page not found',
      text: "The page you were looking for has moved, or never existed. Let's get you back to the circle.",
      home: 'Back to Home',
    },
    userMenu: {
      label: 'Account menu for {{name}}',
      profile: 'Profile',
      settings: 'Settings',
      logOut: 'Log out',
    },
    suspended: 'Your account is suspended until {{date}}. You can still read.',
    emailConfirmation: {
      label: 'Email address not confirmed',
      banner:
        'Your email address is not confirmed yet. Open the link we emailed you to confirm it.',
      resend: 'Resend the email',
      sent: 'Sent. The new link is in your inbox; earlier links no longer work.',
      dismiss: 'Hide this message',
    },
    app: {
      update: 'A new version of HerCircle is ready.',
      reload: 'Reload for the new version',
      offline:
        'You are offline. Pages you have read are still here; new posts and messages wait until you are back.',
    },
  },
  es: {
    notFound: {
      title: 'Página no encontrada',
      heading: '¡Vaya! No encontramos esta página',
      text: 'La página que buscabas se ha movido o nunca existió. Volvamos al círculo.',
      home: 'Volver al inicio',
    },
    userMenu: {
      label: 'Menú de la cuenta de {{name}}',
      profile: 'Perfil',
      settings: 'Ajustes',
      logOut: 'Cerrar sesión',
    },
    suspended: 'Tu cuenta está suspendida hasta el {{date}}. Puedes seguir leyendo.',
    emailConfirmation: {
      label: 'Correo electrónico sin confirmar',
      banner:
        'Tu dirección de correo aún no está confirmada. Abre el enlace que te enviamos por correo para confirmarla.',
      resend: 'Reenviar el correo',
      sent: 'Enviado. El nuevo enlace está en tu bandeja de entrada; los anteriores ya no sirven.',
      dismiss: 'Ocultar este mensaje',
    },
    app: {
      update: 'Hay una nueva versión de HerCircle lista.',
      reload: 'Recargar para usar la nueva versión',
      offline:
        'Estás sin conexión. Las páginas que has leído siguen aquí; las nuevas publicaciones y mensajes llegarán cuando vuelvas a conectarte.',
    },
  },
  ar: {
    notFound: {
      title: 'الصفحة غير موجودة',
      heading: 'عذرًا! لم نجد هذه الصفحة',
      text: 'الصفحة التي تبحثين عنها نُقلت أو لم تكن موجودة أصلًا. لنُعِدكِ إلى الدائرة.',
      home: 'العودة إلى الرئيسية',
    },
    userMenu: {
      label: 'قائمة حساب {{name}}',
      profile: 'الملف الشخصي',
      settings: 'الإعدادات',
      logOut: 'تسجيل الخروج',
    },
    suspended: 'حسابكِ موقوف حتى {{date}}. ما زال بإمكانكِ القراءة.',
    emailConfirmation: {
      label: 'البريد الإلكتروني غير مؤكَّد',
      banner: 'لم يُؤكَّد بريدكِ الإلكتروني بعد. افتحي الرابط الذي أرسلناه إليكِ لتأكيده.',
      resend: 'إعادة إرسال الرسالة',
      sent: 'أُرسلت. الرابط الجديد في صندوق بريدكِ، والروابط السابقة لم تعد تعمل.',
      dismiss: 'إخفاء هذه الرسالة',
    },
    app: {
      update: 'إصدار جديد من HerCircle جاهز.',
      reload: 'إعادة التحميل للإصدار الجديد',
      offline:
        'أنتِ غير متصلة بالإنترنت. الصفحات التي قرأتِها ما زالت هنا، والمنشورات والرسائل الجديدة تنتظر عودتكِ.',
    },
  },
});
