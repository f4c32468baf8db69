import { defineTexts } from '../texts.ts';

/**
 * The resources area's texts (issue 34): the resource directory (/resources) and its entries
 * (ResourceItem, also on the Mental Health topic page). The entries themselves (names,
 * descriptions) are written by admins and shown as written.
 */
export const resourcesTexts = defineTexts('resources', {
  en: {
    title: 'Resources',
    subtitle: 'Trusted guides, tools and services, chosen and checked by our editors.',
    suggest: 'Suggest a Resource',
    loadError: 'The resources could not be loaded',
    count_one: '{{count, number}} resource',
    count_other: '{{count, number}} resources',
    nothingYet: 'Nothing here yet.',
    country: {
      none: 'International services first. Add your country to your profile to see its helplines first.',
      fromProfile: '{{country}} first, from your profile.',
      fromBrowser: '{{country}} first, from your browser’s language.',
    },
    allCategories: 'All categories',
    featuredTools: 'Featured tools',
    download: 'Download',
    visitorDownload: 'Get it free with an account',
    categories: {
      'mental-health': {
        title: 'Mental Health',
        text: 'Support lines, finding a therapist, and self-help that works.',
      },
      'career-growth': {
        title: 'Career Growth',
        text: 'CVs, interviews, negotiation and finding a mentor.',
      },
      'health-wellness': {
        title: 'Health & Wellness',
        text: "Plain-language guides to women's health at every age.",
      },
      'legal-aid': {
        title: 'Legal Aid',
        text: 'Know your rights at work, at home and online.',
      },
      'financial-planning': {
        title: 'Financial Planning',
        text: 'Budgeting, debt, pensions and first investments.',
      },
      'education-learning': {
        title: 'Education & Learning',
        text: 'Courses, scholarships and learning later in life.',
      },
    },
    tools: {
      'goal-setting-worksheet': {
        title: 'Goal Setting Worksheet',
        text: 'A one-page plan: one big goal, three steps, and the person you will tell.',
        meta: 'PDF · 2 pages',
      },
      'budget-planner': {
        title: 'Budget Planner',
        text: 'A monthly spreadsheet that does the sums and shows where the money goes.',
        meta: 'Spreadsheet',
      },
    },
    item: {
      newTab: '(opens in a new tab)',
      call: 'Call',
      international: 'International',
    },
  },

  es: {
    title: 'Recursos',
    subtitle:
      'Guías, herramientas y servicios de confianza, elegidos y comprobados por nuestro equipo editorial.',
    suggest: 'Sugiere un recurso',
    loadError: 'No se pudieron cargar los recursos',
    count_one: '{{count, number}} recurso',
    count_many: '{{count, number}} de recursos',
    count_other: '{{count, number}} recursos',
    nothingYet: 'Todavía no hay nada aquí.',
    country: {
      none: 'Primero, los servicios internacionales. Añade tu país a tu perfil para ver primero sus líneas de ayuda.',
      fromProfile: 'Primero, los de {{country}}, según tu perfil.',
      fromBrowser: 'Primero, los de {{country}}, según el idioma de tu navegador.',
    },
    allCategories: 'Todas las categorías',
    featuredTools: 'Herramientas destacadas',
    download: 'Descargar',
    visitorDownload: 'Consíguelo gratis con una cuenta',
    categories: {
      'mental-health': {
        title: 'Salud mental',
        text: 'Líneas de apoyo, cómo encontrar terapeuta y autoayuda que funciona.',
      },
      'career-growth': {
        title: 'Crecimiento profesional',
        text: 'Currículums, entrevistas, negociación y cómo encontrar una mentora.',
      },
      'health-wellness': {
        title: 'Salud y bienestar',
        text: 'Guías en lenguaje claro sobre la salud de las mujeres en cada etapa de la vida.',
      },
      'legal-aid': {
        title: 'Asesoría legal',
        text: 'Conoce tus derechos en el trabajo, en casa y en internet.',
      },
      'financial-planning': {
        title: 'Planificación financiera',
        text: 'Presupuestos, deudas, pensiones y primeras inversiones.',
      },
      'education-learning': {
        title: 'Educación y aprendizaje',
        text: 'Cursos, becas y aprender a cualquier edad.',
      },
    },
    tools: {
      'goal-setting-worksheet': {
        title: 'Ficha para fijar objetivos',
        text: 'Un plan de una página: un gran objetivo, tres pasos y la persona a quien se lo contarás.',
        meta: 'PDF · 2 páginas',
      },
      'budget-planner': {
        title: 'Planificador de presupuesto',
        text: 'Una hoja de cálculo mensual que hace las cuentas y muestra adónde va el dinero.',
        meta: 'Hoja de cálculo',
      },
    },
    item: {
      newTab: '(se abre en una pestaña nueva)',
      call: 'Llama al',
      international: 'Internacional',
    },
  },

  ar: {
    title: 'الموارد',
    subtitle: 'أدلة وأدوات وخدمات موثوقة، يختارها فريق التحرير لدينا ويتحقّق منها.',
    suggest: 'اقترحي موردًا',
    loadError: 'تعذّر تحميل الموارد',
    count_zero: 'لا موارد',
    count_one: 'مورد واحد',
    count_two: 'موردان',
    count_few: '{{count, number}} موارد',
    count_many: '{{count, number}} موردًا',
    count_other: '{{count, number}} مورد',
    nothingYet: 'لا شيء هنا بعد.',
    country: {
      none: 'الخدمات الدولية أولًا. أضيفي بلدكِ إلى ملفكِ الشخصي لتظهر لكِ خطوط المساعدة فيه أولًا.',
      fromProfile: 'موارد {{country}} أولًا، بحسب ملفكِ الشخصي.',
      fromBrowser: 'موارد {{country}} أولًا، بحسب لغة متصفّحكِ.',
    },
    allCategories: 'كل الفئات',
    featuredTools: 'أدوات مميّزة',
    download: 'تنزيل',
    visitorDownload: 'احصلي عليها مجانًا بإنشاء حساب',
    categories: {
      'mental-health': {
        title: 'الصحة النفسية',
        text: 'خطوط دعم، وكيف تجدين معالِجة، ومساعدة ذاتية تُجدي نفعًا.',
      },
      'career-growth': {
        title: 'التطوّر المهني',
        text: 'السيرة الذاتية والمقابلات والتفاوض والعثور على مرشدة.',
      },
      'health-wellness': {
        title: 'الصحة والعافية',
        text: 'أدلة بلغة واضحة عن صحة المرأة في كل عمر.',
      },
      'legal-aid': {
        title: 'المساعدة القانونية',
        text: 'اعرفي حقوقكِ في العمل وفي البيت وعلى الإنترنت.',
      },
      'financial-planning': {
        title: 'التخطيط المالي',
        text: 'الميزانية والديون والمعاشات وأولى الاستثمارات.',
      },
      'education-learning': {
        title: 'التعليم والتعلّم',
        text: 'دورات ومنح دراسية، والتعلّم في أي مرحلة من العمر.',
      },
    },
    tools: {
      'goal-setting-worksheet': {
        title: 'ورقة عمل لتحديد الأهداف',
        text: 'خطة في صفحة واحدة: هدف كبير واحد، وثلاث خطوات، والشخص الذي ستخبرينه به.',
        meta: 'PDF · صفحتان',
      },
      'budget-planner': {
        title: 'مخطِّط الميزانية',
        text: 'جدول بيانات شهري يُجري الحسابات ويُظهر أين يذهب المال.',
        meta: 'جدول بيانات',
      },
    },
    item: {
      newTab: '(يُفتح في علامة تبويب جديدة)',
      call: 'اتصلي على',
      international: 'دولي',
    },
  },
});
