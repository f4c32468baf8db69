import { defineTexts } from '../texts.ts';

/** The direct messages page's texts (/messages, issue 34). */
export const messagesTexts = defineTexts('messages', {
  en: {
    title: 'Messages',
    list: {
      requests: 'Message requests ({{number}})',
      filtered: 'Filtered requests ({{number}})',
      conversations: 'Conversations',
      none: "No conversations yet. Open a member's page and choose Message to start one.",
      requestSent: 'Request sent',
      requestSentText: 'Request sent: {{text}}',
      noMessages: 'No messages yet',
      wantsToMessage: 'Wants to message you',
      muted: 'Muted: contains a word you muted',
      unread: 'unread',
      accept: 'Accept',
      decline: 'Decline',
      acceptFrom: 'Accept the request from {{name}}',
      declineFrom: 'Decline the request from {{name}}',
    },
    pane: {
      pending_one:
        'Request sent: <name>{{name}}</name> sees your messages once she accepts (up to {{count}} until then)',
      pending_other:
        'Request sent: <name>{{name}}</name> sees your messages once she accepts (up to {{count}} until then)',
      unavailable: "This conversation isn't available.",
      choose: "Choose a conversation, or open a member's page and choose Message.",
      allMessages: 'All messages',
    },
    compose: {
      loading: 'Loading',
      cantMessage: "This member can't be messaged",
      newMessage: 'New message',
      intro:
        'Your first message reaches <name>{{name}}</name> as a message request. She can reply once she accepts it.',
      to: 'Message to {{name}}',
      placeholder: 'Write a message',
      send: 'Send',
    },
    request: {
      note: 'Message request',
      loading: 'Loading messages',
      messages: 'Messages',
      explain:
        "{{name}} wants to message you. Accept to reply. If you decline, she won't be told and you won't get her messages.",
      accept: 'Accept',
      decline: 'Decline',
    },
  },
  es: {
    title: 'Mensajes',
    list: {
      requests: 'Solicitudes de mensaje ({{number}})',
      filtered: 'Solicitudes filtradas ({{number}})',
      conversations: 'Conversaciones',
      none: 'Aún no tienes conversaciones. Abre la página de una integrante y elige Mensaje para empezar una.',
      requestSent: 'Solicitud enviada',
      requestSentText: 'Solicitud enviada: {{text}}',
      noMessages: 'Todavía no hay mensajes',
      wantsToMessage: 'Quiere escribirte',
      muted: 'Silenciado: contiene una palabra que silenciaste',
      unread: 'sin leer',
      accept: 'Aceptar',
      decline: 'Rechazar',
      acceptFrom: 'Aceptar la solicitud de {{name}}',
      declineFrom: 'Rechazar la solicitud de {{name}}',
    },
    pane: {
      pending_one:
        'Solicitud enviada: <name>{{name}}</name> verá tus mensajes cuando la acepte (hasta {{count}} mientras tanto)',
      pending_many:
        'Solicitud enviada: <name>{{name}}</name> verá tus mensajes cuando la acepte (hasta {{count}} mientras tanto)',
      pending_other:
        'Solicitud enviada: <name>{{name}}</name> verá tus mensajes cuando la acepte (hasta {{count}} mientras tanto)',
      unavailable: 'Esta conversación no está disponible.',
      choose: 'Elige una conversación, o abre la página de una integrante y elige Mensaje.',
      allMessages: 'Todos los mensajes',
    },
    compose: {
      loading: 'Cargando',
      cantMessage: 'No se puede escribir a esta integrante',
      newMessage: 'Mensaje nuevo',
      intro:
        'Tu primer mensaje le llega a <name>{{name}}</name> como solicitud de mensaje. Podrá responderte cuando la acepte.',
      to: 'Mensaje para {{name}}',
      placeholder: 'Escribe un mensaje',
      send: 'Enviar',
    },
    request: {
      note: 'Solicitud de mensaje',
      loading: 'Cargando los mensajes',
      messages: 'Mensajes',
      explain:
        '{{name}} quiere escribirte. Acepta para responderle. Si la rechazas, no se le avisará y no recibirás sus mensajes.',
      accept: 'Aceptar',
      decline: 'Rechazar',
    },
  },
  ar: {
    title: 'الرسائل',
    list: {
      requests: 'طلبات المراسلة ({{number}})',
      filtered: 'طلبات مُصفّاة ({{number}})',
      conversations: 'المحادثات',
      none: 'لا محادثات بعد. افتحي صفحة عضوة واختاري «مراسلة» لتبدئي محادثة.',
      requestSent: 'أُرسل الطلب',
      requestSentText: 'أُرسل الطلب: {{text}}',
      noMessages: 'لا رسائل بعد',
      wantsToMessage: 'تودّ مراسلتكِ',
      muted: 'مكتوم: يحتوي كلمة كتمتِها',
      unread: 'غير مقروءة',
      accept: 'قبول',
      decline: 'رفض',
      acceptFrom: 'قبول الطلب من {{name}}',
      declineFrom: 'رفض الطلب من {{name}}',
    },
    pane: {
      pending_zero:
        'أُرسل الطلب: سترى <name>{{name}}</name> رسائلكِ حين تقبله (حتى {{count}} رسائل إلى ذلك الحين)',
      pending_one:
        'أُرسل الطلب: سترى <name>{{name}}</name> رسائلكِ حين تقبله (حتى رسالة واحدة إلى ذلك الحين)',
      pending_two:
        'أُرسل الطلب: سترى <name>{{name}}</name> رسائلكِ حين تقبله (حتى رسالتين إلى ذلك الحين)',
      pending_few:
        'أُرسل الطلب: سترى <name>{{name}}</name> رسائلكِ حين تقبله (حتى {{count}} رسائل إلى ذلك الحين)',
      pending_many:
        'أُرسل الطلب: سترى <name>{{name}}</name> رسائلكِ حين تقبله (حتى {{count}} رسالة إلى ذلك الحين)',
      pending_other:
        'أُرسل الطلب: سترى <name>{{name}}</name> رسائلكِ حين تقبله (حتى {{count}} رسالة إلى ذلك الحين)',
      unavailable: 'هذه المحادثة غير متاحة.',
      choose: 'اختاري محادثة، أو افتحي صفحة عضوة واختاري «مراسلة».',
      allMessages: 'كل الرسائل',
    },
    compose: {
      loading: 'جارٍ التحميل',
      cantMessage: 'لا يمكن مراسلة هذه العضوة',
      newMessage: 'رسالة جديدة',
      intro:
        'تصل رسالتكِ الأولى إلى <name>{{name}}</name> طلبَ مراسلة، ويمكنها الردّ عليكِ بعد أن تقبله.',
      to: 'رسالة إلى {{name}}',
      placeholder: 'اكتبي رسالة',
      send: 'إرسال',
    },
    request: {
      note: 'طلب مراسلة',
      loading: 'جارٍ تحميل الرسائل',
      messages: 'الرسائل',
      explain:
        'تودّ {{name}} مراسلتكِ. اقبلي الطلب لتردّي عليها. وإن رفضتِه فلن تُبلَّغ بذلك ولن تصلكِ رسائلها.',
      accept: 'قبول',
      decline: 'رفض',
    },
  },
});
