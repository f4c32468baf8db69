import type { MailCatalog } from './en.ts';

/** Spanish: tuteo, written for the women who read it, not word for word. */
export const es: MailCatalog = {
  hi: 'Hola, {{name}}:',
  signature: 'HerCircle',
  hours: { one: '{{count}} hora', many: '{{count}} de horas', other: '{{count}} horas' },
  minutes: { one: '{{count}} minuto', many: '{{count}} de minutos', other: '{{count}} minutos' },

  discreet: {
    accountSubject: 'Tu cuenta',
    messageSubject: 'Tienes un mensaje',
    hello: 'Hola:',
    accountLine: 'Hay novedades sobre tu cuenta.',
    accountOpen: 'Abre este enlace para verlas:',
    messageLine: 'Tienes un mensaje esperándote.',
    messageOpen: 'Abre este enlace para leerlo:',
    code: 'Tu código: {{code}}\n\nFunciona una sola vez, durante unos minutos. Si no lo pediste, ignora este correo.',
    attached: 'El archivo que pediste va adjunto.',
    stop: 'Para dejar de recibir estos correos: {{link}}',
  },

  passwordReset: {
    subject: 'Restablece tu contraseña de HerCircle',
    body: 'Alguien pidió restablecer la contraseña de tu cuenta de HerCircle. Si fuiste tú, abre este enlace antes de que pase una hora:\n\n{{link}}\n\nSi no fuiste tú, ignora este correo: tu contraseña sigue siendo la misma.',
  },

  emailConfirmation: {
    subject: 'Confirma tu correo electrónico de HerCircle',
    body: 'Confirma que esta es tu dirección de correo: abre este enlace en las próximas {{hours}} y pulsa el botón.\n\n{{link}}\n\nSi no creaste una cuenta en HerCircle, ignora este correo: sin el enlace no pasa nada más.',
    newAddressSubject: 'Confirma tu nueva dirección de correo de HerCircle',
    newAddressBody:
      'Una administradora de HerCircle cambió la dirección de correo de tu cuenta por esta. El cambio se aplica cuando lo confirmes: abre este enlace en las próximas {{hours}} y pulsa el botón.\n\n{{link}}\n\nMientras tanto, inicias sesión con tu dirección actual. Si no esperabas este cambio, ignora este correo y escríbenos.',
    oldAddressSubject: 'Se pidió cambiar tu dirección de correo de HerCircle',
    oldAddressBody:
      'Una administradora de HerCircle pidió cambiar la dirección de correo de tu cuenta. No cambia nada hasta que se confirme la nueva dirección con el enlace que se le envió; mientras tanto, inicias sesión con esta dirección como siempre.\n\nSi no lo pediste, escríbenos: {{link}}',
  },

  accountDeletion: {
    subject: 'Tu cuenta de HerCircle se eliminará',
    body: 'Tu cuenta está desactivada y se eliminará para siempre, junto con tus datos personales, el {{day}}.\n\n¿Cambiaste de opinión? Abre este enlace antes de esa fecha y tu cuenta volverá a estar activa, con tus grupos y tus asistencias a eventos:\n\n{{link}}',
    exportSubject: 'Tus datos de HerCircle',
    exportText: 'Te adjuntamos una copia de todo lo que teníamos sobre tu cuenta, como pediste.',
  },

  signInCode: {
    subject: 'Tu código para iniciar sesión en HerCircle',
    body: 'Este es tu código: {{code}}\n\nEscríbelo en la página de inicio de sesión en los próximos {{minutes}}. Funciona una sola vez.\n\nSi no lo pediste, ignora este correo: nadie puede iniciar sesión con él sin leer este correo.',
  },

  signInAlert: {
    subject: 'Nuevo inicio de sesión en tu cuenta de HerCircle',
    body: 'Alguien acaba de iniciar sesión en tu cuenta de HerCircle desde un navegador que no se había usado antes con ella:\n\n{{device}}\n{{when}}\n\nSi fuiste tú, no tienes que hacer nada.\n\n¿No fuiste tú? Abre este enlace: cierra la sesión en ese navegador y te permite elegir una contraseña nueva.\n{{link}}',
    device: '{{browser}} en {{os}}',
    unknownDevice: 'Un navegador desconocido',
  },

  reportReceipt: {
    subject: 'Recibimos tu reporte {{reference}}',
    thanks: 'Gracias por tu reporte. Lo hemos recibido:',
    reference: 'Referencia: {{reference}}',
    what: 'Qué: {{what}}',
    category: 'Categoría: {{category}}',
    received: 'Recibido: {{date}}',
    note: 'Nuestro equipo de moderación lo revisará. Puedes seguirlo en Mis reportes, en tus ajustes.',
    things: {
      post: 'Una publicación',
      reply: 'Una respuesta',
      message: 'Un mensaje de chat',
      story: 'Una historia',
      comment: 'Un comentario en una historia',
      user: 'Una integrante',
      group: 'Un grupo',
    },
    reasons: {
      danger: 'Alguien está en peligro',
      harassment: 'Acoso o intimidación',
      hate: 'Odio o discriminación',
      spam: 'Spam o estafa',
      self_harm: 'Autolesiones o suicidio',
      sexual_content: 'Contenido sexual',
      misinformation: 'Desinformación',
      other: 'Otra cosa',
    },
  },

  statement: {
    subject: 'Una decisión de moderación sobre tu cuenta de HerCircle',
    quoted: '«{{text}}»',
    rule: 'Norma: {{rule}}',
    noRule: 'no se indicó ninguna',
    reason: 'Motivo: {{reason}}',
    noReason: 'No se dio ningún otro motivo.',
    automated: 'Se decidió de forma automática.',
    byModerator: 'Lo decidió una persona del equipo de moderación.',
    appeal:
      'Si crees que es un error, puedes apelar hasta el {{date}}. Otra administradora lo revisará:\n{{link}}',
    readIt: 'Léela aquí:\n{{link}}',
    things: {
      post: 'publicación',
      reply: 'respuesta',
      message: 'mensaje',
      story: 'historia',
      comment: 'comentario',
      user: 'cuenta',
      group: 'membresía',
      other: 'contenido',
    },
    inGroup: ' en {{group}}',
    aGroup: 'un grupo',
    what: {
      hide: 'Se ocultó tu {{thing}}{{where}} a las demás integrantes.',
      auto_hide:
        'Se ocultó tu {{thing}}{{where}} a las demás integrantes después de que varias lo reportaran.',
      remove: 'Se eliminó tu {{thing}}{{where}}.',
      ban: 'Se te expulsó de {{group}}.',
      remove_member: 'Se te sacó de {{group}}.',
      suspendUntil: 'Tu cuenta está suspendida hasta el {{date}}.',
      suspend: 'Tu cuenta está suspendida.',
      muteUntil: 'No puedes publicar ni responder hasta el {{date}}.',
      mute: 'Por ahora no puedes publicar ni responder.',
      decline_story: 'Tu historia no fue aceptada.',
    },
    consequence: {
      hideAutomated:
        'Se decidió de forma automática, todavía sin intervención del equipo de moderación: una moderadora revisará los reportes. Hasta entonces, solo tú puedes verlo.',
      hide: 'Ahora solo tú puedes verlo.',
      remove: 'Ya nadie puede verlo.',
      ban: 'Mientras dure la expulsión, no puedes ver el grupo, unirte ni publicar en él.',
      remove_member: 'Puedes pedir unirte de nuevo.',
      suspend:
        'Puedes iniciar sesión y leer, pero hasta entonces no puedes publicar, responder, reaccionar ni enviar mensajes.',
      mute: 'Esto se debe a tres decisiones confirmadas en tu contra en 30 días. Puedes seguir leyendo y enviando mensajes.',
      decline_story: 'No se publicó. Puedes editarla y enviarla de nuevo.',
    },
    appealSubject: 'Se resolvió tu apelación',
    appealLooked: 'Otra administradora revisó tu apelación sobre esta decisión:',
    reversed: 'La decisión se revocó y se deshizo.',
    upheld: 'La decisión se mantiene.',
  },

  notifications: {
    someone: 'Una integrante',
    inGroup: ' en {{group}}',
    reply: '{{who}} respondió a tu publicación{{where}}',
    mention: '{{who}} te mencionó{{where}}',
    reactionPost: '{{who}} reaccionó a tu publicación{{where}}',
    reactionReply: '{{who}} reaccionó a tu respuesta{{where}}',
    reactionPostOthers: {
      one: '{{who}} y {{count}} persona más reaccionaron a tu publicación{{where}}',
      many: '{{who}} y {{count}} de personas más reaccionaron a tu publicación{{where}}',
      other: '{{who}} y {{count}} personas más reaccionaron a tu publicación{{where}}',
    },
    reactionReplyOthers: {
      one: '{{who}} y {{count}} persona más reaccionaron a tu respuesta{{where}}',
      many: '{{who}} y {{count}} de personas más reaccionaron a tu respuesta{{where}}',
      other: '{{who}} y {{count}} personas más reaccionaron a tu respuesta{{where}}',
    },
    join_request: '{{who}} pidió unirse a {{group}}',
    yourGroup: 'tu grupo',
    request_approved: 'Se aprobó tu solicitud para unirte a {{group}}',
    request_declined: 'Se rechazó tu solicitud para unirte a {{group}}',
    aGroup: 'un grupo',
    message_request: '{{who}} te envió una solicitud de mensaje',
    group_admin_promoted: 'La última administradora de {{group}} se fue: ahora tú lo administras',
    group_admin_left:
      'La última administradora de {{group}} se fue: ahora lo administra la integrante más antigua',
    aGroupYouAreIn: 'un grupo del que formas parte',
    group_welcome: 'Bienvenida a {{group}}: sus administradoras te escribieron un mensaje',
    yourNewGroup: 'tu nuevo grupo',
    kinds: {
      story_published: 'Se publicó tu historia',
      story_declined: 'Tu historia no fue aceptada',
      report_resolved: 'Se revisó un reporte que hiciste. Gracias por avisarnos.',
      event_reminder: 'Se acerca un evento al que vas a ir',
      event_promoted: 'Se liberó un lugar: vas a ir al evento',
      event_changed: 'Un evento al que respondiste cambió de hora o de lugar',
      event_cancelled: 'Se canceló un evento al que respondiste',
      new_sign_in:
        'Alguien inició sesión en tu cuenta desde un navegador nuevo. ¿No fuiste tú? Revisa tus dispositivos.',
      moderation_decision: 'Una decisión de moderación sobre ti: lee el motivo y cómo apelar',
      appeal_decided: 'Se resolvió tu apelación',
    },
    fallback: 'Tienes una notificación nueva',
    immediateHow: 'Recibes un correo por cada notificación.',
    dailyHow: 'Recibes un correo al día cuando tienes notificaciones sin leer.',
    settings: '{{how}} Elige la frecuencia en Ajustes: {{link}}',
    stop: 'Deja de recibir correos de notificaciones con un clic: {{link}}',
    digestSubject: 'Tu resumen de HerCircle: {{count}}',
    digestCount: {
      one: '{{count}} notificación nueva',
      many: '{{count}} de notificaciones nuevas',
      other: '{{count}} notificaciones nuevas',
    },
    digestIntro: 'Lo que te perdiste en HerCircle ({{count}}):',
    digestMore: 'y {{count}} más: {{link}}',
  },

  push: {
    neutralTitle: 'Notificación nueva',
    neutralBody: 'Tienes una notificación nueva',
    more: '{{text}} (y {{count}} más)',
  },

  newsletter: {
    why: 'Recibes este correo porque te suscribiste al boletín de HerCircle.',
    unsubscribe: 'Cancela la suscripción con un clic',
    confirmSubject: 'Confirma tu suscripción al boletín de HerCircle',
    confirmHi: 'Hola:',
    confirmAsked:
      'Alguien, seguramente tú, pidió recibir el boletín de HerCircle en esta dirección.',
    confirmHere: 'Confírmalo aquí: {{link}}',
    confirmIgnore: '¿No lo pediste? Ignora este correo: no recibirás el boletín.',
  },

  contactReply: {
    youWrote: 'Nos escribiste el {{date}}:',
  },
};
