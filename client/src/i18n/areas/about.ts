import { defineTexts } from '../texts.ts';

/** The about area's texts (issue 34): About Us (/about), Contact Us (/contact) and the shop (/shop). */
export const aboutTexts = defineTexts('about', {
  en: {
    about: {
      title: 'About Us',
      mission:
        'HerCircle exists so that no woman has to figure it out alone: not a career change, not a diagnosis, not a first baby or a last goodbye.',
      story:
        'We started in 2021 as a group chat of nine friends in three countries, trading advice about salaries and sleepless nights. Today more than fifty thousand women read, write and meet here, in more than 150 countries.',
      valuesTitle: 'What we stand for',
      teamTitle: 'The team',
    },
    values: {
      honesty: { title: 'Honesty', text: 'Real stories, including the messy parts.' },
      care: { title: 'Care', text: 'Moderated spaces where kindness is the rule.' },
      practicality: { title: 'Practicality', text: 'Advice you can use on Monday morning.' },
      belonging: { title: 'Belonging', text: 'Every age, culture, body and path.' },
    },
    team: {
      nadia: {
        role: 'Founder and editor',
        bio: 'Former newspaper editor in Manchester, now editing member stories every morning.',
      },
      amara: {
        role: 'Head of product',
        bio: 'Designs the parts of HerCircle you touch, from Lagos.',
      },
      grace: {
        role: 'Community lead',
        bio: 'Midwife, moderator and the reason our groups feel safe.',
      },
    },
    contact: {
      title: 'Contact Us',
      intro: 'Questions, ideas, partnerships or a problem with your account: we read everything.',
      responseTime: 'We respond within 24-48 hours.',
      sent: 'Message sent',
      thanks: 'Thank you.',
      another: 'Send another message',
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      send: 'Send message',
      responseTitle: 'Response time',
      direct: 'Email us directly',
      channels: {
        general: 'General',
        press: 'Press',
        privacy: 'Privacy',
      },
    },
    shop: {
      pageTitle: 'Shop',
      title: 'Community Shop',
      subtitle:
        'Journals, guides and prints made with members. Every purchase funds our free groups.',
      featured: 'Featured',
      pages_one: '{{count, number}} page',
      pages_other: '{{count, number}} pages',
      buy: 'Buy now',
      buyLabel: 'Buy now: {{name}}',
      almostThere: 'Almost there',
      reserved:
        '{{name}} is reserved for you. Payment would follow on a secure checkout page: we are finishing it now, and will email you when it opens.',
      categories: {
        prints: 'Prints',
        stationery: 'Stationery',
        guides: 'Guides',
        books: 'Books',
        merch: 'Merch',
        courses: 'Courses',
      },
      formats: {
        print: 'Print',
        hardcover: 'Hardcover',
        pdf: 'PDF',
        paperback: 'Paperback',
        cotton: 'Cotton',
        video: 'Video',
      },
      products: {
        'magazine-cover-print': {
          name: 'Magazine Cover Print',
          description: 'Our autumn cover, printed on heavy matte paper. A4.',
        },
        'circle-journal': {
          name: 'The Circle Journal',
          description:
            'A guided journal with prompts written by members, one for each week of the year.',
        },
        'money-moves-workbook': {
          name: 'Money Moves Workbook',
          description: 'Twelve chapters from budgeting to investing, with worksheets.',
        },
        'annual-anthology': {
          name: 'Annual Story Anthology',
          description: "The year's 40 most-read member stories, edited and bound.",
        },
        'tote-bag': {
          name: 'HerCircle Tote',
          description: 'Organic cotton, long handles, printed in Portugal.',
        },
        'career-masterclass': {
          name: 'Career Masterclass Bundle',
          description: 'Six recorded workshops on negotiation, leadership and changing careers.',
        },
      },
    },
  },

  es: {
    about: {
      title: 'Sobre nosotras',
      mission:
        'HerCircle existe para que ninguna mujer tenga que resolverlo sola: ni un cambio de carrera, ni un diagnóstico, ni un primer bebé, ni una última despedida.',
      story:
        'Empezamos en 2021 como un chat de grupo de nueve amigas en tres países, que se daban consejos sobre sueldos y noches sin dormir. Hoy, más de cincuenta mil mujeres leen, escriben y se encuentran aquí, en más de 150 países.',
      valuesTitle: 'Lo que defendemos',
      teamTitle: 'El equipo',
    },
    values: {
      honesty: { title: 'Honestidad', text: 'Historias reales, también las partes complicadas.' },
      care: { title: 'Cuidado', text: 'Espacios moderados donde la amabilidad es la norma.' },
      practicality: {
        title: 'Sentido práctico',
        text: 'Consejos que puedes aplicar el lunes por la mañana.',
      },
      belonging: { title: 'Pertenencia', text: 'Todas las edades, culturas, cuerpos y caminos.' },
    },
    team: {
      nadia: {
        role: 'Fundadora y editora',
        bio: 'Fue editora de un periódico en Mánchester; ahora edita cada mañana las historias de las integrantes.',
      },
      amara: {
        role: 'Directora de producto',
        bio: 'Diseña, desde Lagos, las partes de HerCircle que usas.',
      },
      grace: {
        role: 'Responsable de comunidad',
        bio: 'Matrona, moderadora y la razón por la que nuestros grupos se sienten seguros.',
      },
    },
    contact: {
      title: 'Contacto',
      intro: 'Preguntas, ideas, colaboraciones o un problema con tu cuenta: lo leemos todo.',
      responseTime: 'Respondemos en un plazo de 24 a 48 horas.',
      sent: 'Mensaje enviado',
      thanks: 'Gracias.',
      another: 'Enviar otro mensaje',
      name: 'Nombre',
      email: 'Correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
      send: 'Enviar mensaje',
      responseTitle: 'Tiempo de respuesta',
      direct: 'Escríbenos directamente',
      channels: {
        general: 'General',
        press: 'Prensa',
        privacy: 'Privacidad',
      },
    },
    shop: {
      pageTitle: 'Tienda',
      title: 'Tienda de la comunidad',
      subtitle:
        'Diarios, guías y láminas hechos con las integrantes. Cada compra financia nuestros grupos gratuitos.',
      featured: 'Destacado',
      pages_one: '{{count, number}} página',
      pages_many: '{{count, number}} de páginas',
      pages_other: '{{count, number}} páginas',
      buy: 'Comprar',
      buyLabel: 'Comprar: {{name}}',
      almostThere: 'Ya casi está',
      reserved:
        '{{name}} está reservado para ti. El pago se haría en una página de pago segura: la estamos terminando y te avisaremos por correo cuando esté lista.',
      categories: {
        prints: 'Láminas',
        stationery: 'Papelería',
        guides: 'Guías',
        books: 'Libros',
        merch: 'Productos',
        courses: 'Cursos',
      },
      formats: {
        print: 'Lámina',
        hardcover: 'Tapa dura',
        pdf: 'PDF',
        paperback: 'Tapa blanda',
        cotton: 'Algodón',
        video: 'Vídeo',
      },
      products: {
        'magazine-cover-print': {
          name: 'Lámina de la portada de la revista',
          description: 'Nuestra portada de otoño, impresa en papel mate grueso. A4.',
        },
        'circle-journal': {
          name: 'El diario del Círculo',
          description:
            'Un diario guiado con propuestas escritas por las integrantes, una para cada semana del año.',
        },
        'money-moves-workbook': {
          name: 'Cuaderno de ejercicios Money Moves',
          description: 'Doce capítulos, del presupuesto a la inversión, con fichas de trabajo.',
        },
        'annual-anthology': {
          name: 'Antología anual de historias',
          description:
            'Las 40 historias de integrantes más leídas del año, editadas y encuadernadas.',
        },
        'tote-bag': {
          name: 'Bolsa de tela HerCircle',
          description: 'Algodón orgánico, asas largas, impresa en Portugal.',
        },
        'career-masterclass': {
          name: 'Pack de clases magistrales de carrera',
          description:
            'Seis talleres grabados sobre negociación, liderazgo y cambio de carrera profesional.',
        },
      },
    },
  },

  ar: {
    about: {
      title: 'من نحن',
      mission:
        'وُجدت HerCircle كي لا تضطر أي امرأة إلى أن تجد طريقها وحدها: لا في تغيير مسارها المهني، ولا أمام تشخيص طبي، ولا مع طفلها الأول، ولا في وداعٍ أخير.',
      story:
        'بدأنا عام 2021 بمحادثة جماعية بين تسع صديقات في ثلاثة بلدان، يتبادلن النصائح عن الرواتب والليالي الطويلة بلا نوم. واليوم تقرأ هنا أكثر من خمسين ألف امرأة وتكتب وتلتقي، في أكثر من 150 بلدًا.',
      valuesTitle: 'ما نؤمن به',
      teamTitle: 'فريقنا',
    },
    values: {
      honesty: { title: 'الصدق', text: 'قصص حقيقية، بما فيها الجوانب الفوضوية.' },
      care: { title: 'الرعاية', text: 'مساحات خاضعة للإشراف، يكون فيها اللطف هو القاعدة.' },
      practicality: { title: 'العملية', text: 'نصائح يمكنكِ تطبيقها صباح يوم الاثنين.' },
      belonging: { title: 'الانتماء', text: 'لكل عمر وثقافة وجسد ومسار.' },
    },
    team: {
      nadia: {
        role: 'المؤسِّسة ورئيسة التحرير',
        bio: 'عملت محرّرة في صحيفة بمانشستر، وهي الآن تحرّر قصص العضوات كل صباح.',
      },
      amara: {
        role: 'رئيسة قسم المنتج',
        bio: 'تصمّم من لاغوس أجزاء HerCircle التي تستخدمينها.',
      },
      grace: {
        role: 'مسؤولة المجتمع',
        bio: 'قابلة ومشرفة، وهي السبب في أن مجموعاتنا تبدو آمنة.',
      },
    },
    contact: {
      title: 'تواصلي معنا',
      intro: 'أسئلة أو أفكار أو شراكات أو مشكلة في حسابكِ: نقرأ كل رسالة.',
      responseTime: 'نردّ خلال 24 إلى 48 ساعة.',
      sent: 'أُرسلت الرسالة',
      thanks: 'شكرًا لكِ.',
      another: 'أرسلي رسالة أخرى',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      subject: 'الموضوع',
      message: 'الرسالة',
      send: 'أرسلي الرسالة',
      responseTitle: 'مدة الرد',
      direct: 'راسلينا بالبريد الإلكتروني مباشرةً',
      channels: {
        general: 'عام',
        press: 'الصحافة',
        privacy: 'الخصوصية',
      },
    },
    shop: {
      pageTitle: 'المتجر',
      title: 'متجر المجتمع',
      subtitle:
        'دفاتر يوميات وأدلة ومطبوعات صنعناها مع العضوات. كل عملية شراء تموّل مجموعاتنا المجانية.',
      featured: 'مميَّز',
      pages_zero: 'بلا صفحات',
      pages_one: 'صفحة واحدة',
      pages_two: 'صفحتان',
      pages_few: '{{count, number}} صفحات',
      pages_many: '{{count, number}} صفحةً',
      pages_other: '{{count, number}} صفحة',
      buy: 'اشتري الآن',
      buyLabel: 'اشتري الآن: {{name}}',
      almostThere: 'اقتربنا',
      reserved:
        '{{name}} محجوز لكِ. سيتم الدفع عبر صفحة دفع آمنة: نحن ننهي إعدادها الآن، وسنراسلكِ بالبريد الإلكتروني حين تصبح متاحة.',
      categories: {
        prints: 'مطبوعات',
        stationery: 'قرطاسية',
        guides: 'أدلة',
        books: 'كتب',
        merch: 'منتجات HerCircle',
        courses: 'دورات',
      },
      formats: {
        print: 'مطبوعة',
        hardcover: 'غلاف مقوّى',
        pdf: 'PDF',
        paperback: 'غلاف ورقي',
        cotton: 'قطن',
        video: 'فيديو',
      },
      products: {
        'magazine-cover-print': {
          name: 'مطبوعة غلاف المجلة',
          description: 'غلاف عدد الخريف، مطبوع على ورق مطفأ سميك. مقاس A4.',
        },
        'circle-journal': {
          name: 'دفتر يوميات الدائرة',
          description: 'دفتر يوميات موجَّه بأسئلة كتبتها العضوات، سؤال لكل أسبوع من أسابيع السنة.',
        },
        'money-moves-workbook': {
          name: 'كرّاسة تمارين Money Moves',
          description: 'اثنا عشر فصلًا من إعداد الميزانية إلى الاستثمار، مع أوراق عمل.',
        },
        'annual-anthology': {
          name: 'المختارات السنوية من القصص',
          description: 'أكثر 40 قصة قراءةً من قصص العضوات هذا العام، محرَّرة ومجلَّدة.',
        },
        'tote-bag': {
          name: 'حقيبة HerCircle القماشية',
          description: 'قطن عضوي، بمقابض طويلة، مطبوعة في البرتغال.',
        },
        'career-masterclass': {
          name: 'حزمة الدروس المتقدمة في المسار المهني',
          description: 'ست ورش عمل مسجَّلة عن التفاوض والقيادة وتغيير المسار المهني.',
        },
      },
    },
  },
});
