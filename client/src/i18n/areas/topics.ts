import { defineTexts } from '../texts.ts';

/**
 * The topics area's texts (issue 34): the Health & Lifestyle and Career & Finance hubs, their
 * topic pages, and the helplines beside Mental Health. The articles are stories, shown as written.
 */
export const topicsTexts = defineTexts('topics', {
  en: {
    hubs: {
      health: {
        title: 'Health & Lifestyle',
        subtitle:
          'Beauty, nutrition, fitness, mental health and everyday wellness, in plain words.',
      },
      career: {
        title: 'Career & Finance',
        subtitle: 'Work, money and investing, with advice from women who have done it.',
      },
    },
    nav: '{{hub}} topics',
    allTopics: 'All topics',
    explore: 'Explore {{topic}}',
    exploreLabel: 'Explore {{topic}}',
    articles: {
      label: '{{topic}} articles',
      loading: 'Loading {{topic}} articles',
      error: 'The articles could not be loaded',
      empty: 'No {{topic}} articles yet. Check back soon.',
      byline: '{{author}} · {{time}}',
      readTime_one: '{{count, number}} min read',
      readTime_other: '{{count, number}} min read',
      read: 'Read article',
      readLabel: 'Read article: {{title}}',
    },
    quickTips: 'Quick tips',
    successStories: 'Success stories',
    successWhere: '{{role}}, {{city}}',
    helplines: {
      title: 'Talk to someone now',
      countryFirst: '{{country}} first',
    },
    topics: {
      beauty: {
        title: 'Beauty',
        intro: 'Skincare that respects your budget and your skin, and beauty on your own terms.',
        tips: {
          a: 'Patch-test new products on your inner arm for 48 hours.',
          b: 'Replace mascara every three months.',
          c: 'Moisturise while skin is still damp.',
        },
      },
      nutrition: {
        title: 'Nutrition',
        intro: 'Eating well without rules that make you miserable: iron, protein and real meals.',
        tips: {
          a: 'Pair iron-rich foods with vitamin C.',
          b: 'Cook once, eat twice: double every recipe.',
          c: 'Drink water before coffee.',
        },
      },
      fitness: {
        title: 'Fitness',
        intro: 'Movement for strength, joy and a longer life, at whatever pace you are at.',
        tips: {
          a: 'Two strength sessions a week protect bones.',
          b: 'Walking counts. So does dancing in the kitchen.',
          c: 'Rest days are training days.',
        },
      },
      'mental-health': {
        title: 'Mental Health',
        intro: 'Anxiety, low mood, burnout and getting help: practical, kind and free of stigma.',
        tips: {
          a: 'Name the feeling: it takes some of its power.',
          b: 'Tell one person how you really are this week.',
          c: 'If you are in danger, call local emergency services now.',
        },
      },
      wellness: {
        title: 'Wellness',
        intro: 'Sleep, rest and routines that make ordinary days feel better.',
        tips: {
          a: 'Get daylight within an hour of waking.',
          b: 'Keep the bedroom cool and dark.',
          c: 'Schedule rest as you would a meeting.',
        },
      },
      career: {
        title: 'Career',
        intro: 'Getting hired, getting promoted, changing direction and leading well.',
        tips: {
          a: 'Keep a "wins" document and update it every Friday.',
          b: 'Ask for feedback in writing.',
          c: 'Find one mentor and one sponsor.',
        },
      },
      finance: {
        title: 'Finance',
        intro: 'Budgets, debt, pensions and money conversations, in plain words.',
        tips: {
          a: 'Automate savings on payday.',
          b: 'Know your net worth, even if it is negative.',
          c: 'Read every pension statement.',
        },
      },
      investment: {
        title: 'Investment',
        intro: 'First investments, index funds and building wealth slowly and calmly.',
        tips: {
          a: 'Start with an emergency fund.',
          b: 'Time in the market beats timing the market.',
          c: 'Fees of 1% can take a third of returns over 30 years.',
        },
      },
    },
    success: {
      adaeze: {
        role: 'Head of Product',
        city: 'Lagos',
        story:
          'Used the negotiation scripts from the Career hub and closed an offer 22% above the first number.',
      },
      rosa: {
        role: 'Nurse and investor',
        city: 'Bogotá',
        story:
          'Started with £50 a month in an index fund at 49. Her portfolio now covers a year of rent.',
      },
      hanna: {
        role: 'UX researcher',
        city: 'Stockholm',
        story:
          'Changed careers from teaching in 11 months with the 90-day plan and two mentors from HerCircle.',
      },
    },
  },

  es: {
    hubs: {
      health: {
        title: 'Salud y bienestar',
        subtitle:
          'Belleza, nutrición, ejercicio, salud mental y bienestar diario, en palabras claras.',
      },
      career: {
        title: 'Carrera y finanzas',
        subtitle:
          'Trabajo, dinero e inversión, con consejos de mujeres que ya han pasado por ello.',
      },
    },
    nav: 'Temas de {{hub}}',
    allTopics: 'Todos los temas',
    explore: 'Más sobre {{topic}}',
    exploreLabel: 'Más sobre {{topic}}',
    articles: {
      label: 'Artículos sobre {{topic}}',
      loading: 'Cargando artículos sobre {{topic}}',
      error: 'No se pudieron cargar los artículos',
      empty: 'Aún no hay artículos sobre {{topic}}. Vuelve pronto.',
      byline: '\u2068{{author}}\u2069 · {{time}}',
      readTime_one: '{{count, number}} min de lectura',
      readTime_many: '{{count, number}} min de lectura',
      readTime_other: '{{count, number}} min de lectura',
      read: 'Leer el artículo',
      readLabel: 'Leer el artículo: {{title}}',
    },
    quickTips: 'Consejos rápidos',
    successStories: 'Historias de éxito',
    successWhere: '{{role}}, {{city}}',
    helplines: {
      title: 'Habla con alguien ahora',
      countryFirst: 'Primero, las de {{country}}',
    },
    topics: {
      beauty: {
        title: 'Belleza',
        intro:
          'Un cuidado de la piel que respeta tu presupuesto y tu piel, y una belleza a tu manera.',
        tips: {
          a: 'Prueba los productos nuevos en la cara interna del brazo durante 48 horas.',
          b: 'Cambia la máscara de pestañas cada tres meses.',
          c: 'Hidrátate la piel mientras aún está húmeda.',
        },
      },
      nutrition: {
        title: 'Nutrición',
        intro:
          'Comer bien sin reglas que te amarguen la vida: hierro, proteínas y comidas de verdad.',
        tips: {
          a: 'Combina los alimentos ricos en hierro con vitamina C.',
          b: 'Cocina una vez, come dos: duplica cada receta.',
          c: 'Bebe agua antes del café.',
        },
      },
      fitness: {
        title: 'Ejercicio',
        intro: 'Movimiento para ganar fuerza, alegría y años de vida, a tu propio ritmo.',
        tips: {
          a: 'Dos sesiones de fuerza a la semana protegen los huesos.',
          b: 'Caminar cuenta. Bailar en la cocina, también.',
          c: 'Los días de descanso también son días de entrenamiento.',
        },
      },
      'mental-health': {
        title: 'Salud mental',
        intro:
          'Ansiedad, desánimo, agotamiento y cómo pedir ayuda: práctico, amable y sin estigmas.',
        tips: {
          a: 'Ponle nombre a lo que sientes: le quita parte de su fuerza.',
          b: 'Cuéntale a una persona cómo estás de verdad esta semana.',
          c: 'Si estás en peligro, llama ahora a los servicios de emergencia de tu zona.',
        },
      },
      wellness: {
        title: 'Bienestar',
        intro: 'Sueño, descanso y rutinas que hacen que los días normales se sientan mejor.',
        tips: {
          a: 'Sal a la luz del día en la primera hora después de despertarte.',
          b: 'Mantén el dormitorio fresco y a oscuras.',
          c: 'Agenda el descanso como agendarías una reunión.',
        },
      },
      career: {
        title: 'Carrera profesional',
        intro: 'Conseguir trabajo, conseguir un ascenso, cambiar de rumbo y liderar bien.',
        tips: {
          a: 'Lleva un documento de «logros» y actualízalo cada viernes.',
          b: 'Pide que te den su opinión por escrito.',
          c: 'Busca una mentora y alguien que te respalde.',
        },
      },
      finance: {
        title: 'Finanzas',
        intro: 'Presupuestos, deudas, pensiones y conversaciones sobre dinero, en palabras claras.',
        tips: {
          a: 'Automatiza el ahorro el día de cobro.',
          b: 'Conoce tu patrimonio neto, aunque sea negativo.',
          c: 'Lee cada extracto de tu plan de pensiones.',
        },
      },
      investment: {
        title: 'Inversión',
        intro:
          'Primeras inversiones, fondos indexados y construir patrimonio con calma y paso a paso.',
        tips: {
          a: 'Empieza con un fondo de emergencia.',
          b: 'Más vale tiempo en el mercado que intentar adivinar el momento.',
          c: 'Unas comisiones del 1 % pueden llevarse un tercio de la rentabilidad en 30 años.',
        },
      },
    },
    success: {
      adaeze: {
        role: 'Directora de producto',
        city: 'Lagos',
        story:
          'Usó los guiones de negociación de la sección de Carrera y cerró una oferta un 22 % por encima de la primera cifra.',
      },
      rosa: {
        role: 'Enfermera e inversora',
        city: 'Bogotá',
        story:
          'Empezó con 50 £ al mes en un fondo indexado a los 49 años. Hoy su cartera cubre un año de alquiler.',
      },
      hanna: {
        role: 'Investigadora de UX',
        city: 'Estocolmo',
        story:
          'Dejó la docencia y cambió de carrera en 11 meses con el plan de 90 días y dos mentoras de HerCircle.',
      },
    },
  },

  ar: {
    hubs: {
      health: {
        title: 'الصحة وأسلوب الحياة',
        subtitle: 'الجمال والتغذية واللياقة والصحة النفسية والعافية اليومية، بكلمات بسيطة.',
      },
      career: {
        title: 'العمل والمال',
        subtitle: 'العمل والمال والاستثمار، بنصائح من نساء خضن التجربة.',
      },
    },
    nav: 'مواضيع {{hub}}',
    allTopics: 'كل المواضيع',
    explore: 'استكشفي {{topic}}',
    exploreLabel: 'استكشفي {{topic}}',
    articles: {
      label: 'مقالات عن {{topic}}',
      loading: 'جارٍ تحميل مقالات {{topic}}',
      error: 'تعذّر تحميل المقالات',
      empty: 'لا توجد مقالات عن {{topic}} بعد. عودي قريبًا.',
      byline: '\u2068{{author}}\u2069 · {{time}}',
      readTime_zero: 'قراءة في أقل من دقيقة',
      readTime_one: 'قراءة في دقيقة واحدة',
      readTime_two: 'قراءة في دقيقتين',
      readTime_few: 'قراءة في {{count, number}} دقائق',
      readTime_many: 'قراءة في {{count, number}} دقيقةً',
      readTime_other: 'قراءة في {{count, number}} دقيقة',
      read: 'اقرئي المقال',
      readLabel: 'اقرئي المقال: {{title}}',
    },
    quickTips: 'نصائح سريعة',
    successStories: 'قصص نجاح',
    successWhere: '{{role}}، {{city}}',
    helplines: {
      title: 'تحدّثي إلى أحد الآن',
      countryFirst: 'خطوط {{country}} أولًا',
    },
    topics: {
      beauty: {
        title: 'الجمال',
        intro: 'عناية بالبشرة تحترم ميزانيتكِ وبشرتكِ، وجمال بشروطكِ أنتِ.',
        tips: {
          a: 'جرّبي المنتجات الجديدة على باطن ذراعكِ مدة 48 ساعة.',
          b: 'استبدلي الماسكارا كل ثلاثة أشهر.',
          c: 'رطّبي بشرتكِ وهي ما تزال ندية.',
        },
      },
      nutrition: {
        title: 'التغذية',
        intro: 'أكل صحي بلا قواعد تنغّص عليكِ حياتكِ: الحديد والبروتين ووجبات حقيقية.',
        tips: {
          a: 'اجمعي الأطعمة الغنية بالحديد مع فيتامين C.',
          b: 'اطبخي مرة وكُلي مرتين: ضاعفي كل وصفة.',
          c: 'اشربي الماء قبل القهوة.',
        },
      },
      fitness: {
        title: 'اللياقة البدنية',
        intro: 'حركة من أجل القوة والبهجة وعمر أطول، بالوتيرة التي تناسبكِ.',
        tips: {
          a: 'حصّتان من تمارين القوة أسبوعيًا تحميان العظام.',
          b: 'المشي يُحتسب. وكذلك الرقص في المطبخ.',
          c: 'أيام الراحة جزء من التدريب.',
        },
      },
      'mental-health': {
        title: 'الصحة النفسية',
        intro: 'القلق وتقلّب المزاج والاحتراق النفسي وطلب المساعدة: بأسلوب عملي ولطيف وبلا وصمة.',
        tips: {
          a: 'سمّي الشعور باسمه: فذلك يسلبه بعض قوته.',
          b: 'أخبري شخصًا واحدًا هذا الأسبوع بما تشعرين به حقًا.',
          c: 'إذا كنتِ في خطر، فاتصلي بخدمات الطوارئ المحلية الآن.',
        },
      },
      wellness: {
        title: 'العافية',
        intro: 'النوم والراحة وعادات يومية تجعل الأيام العادية أجمل.',
        tips: {
          a: 'تعرّضي لضوء النهار خلال ساعة من استيقاظكِ.',
          b: 'احرصي على أن تكون غرفة النوم باردة ومظلمة.',
          c: 'خصّصي وقتًا للراحة في جدولكِ كما تفعلين مع أي اجتماع.',
        },
      },
      career: {
        title: 'المسيرة المهنية',
        intro: 'الحصول على وظيفة، ونيل الترقية، وتغيير الاتجاه، والقيادة الجيدة.',
        tips: {
          a: 'احتفظي بملف «للإنجازات» وحدّثيه كل يوم جمعة.',
          b: 'اطلبي الملاحظات مكتوبة.',
          c: 'ابحثي عن مرشدة واحدة وعن داعمة واحدة تتبنّى مسيرتكِ.',
        },
      },
      finance: {
        title: 'المال',
        intro: 'الميزانيات والديون والمعاشات والأحاديث عن المال، بكلمات بسيطة.',
        tips: {
          a: 'اجعلي الادخار تلقائيًا يوم استلام الراتب.',
          b: 'اعرفي صافي ثروتكِ، حتى لو كان سالبًا.',
          c: 'اقرئي كل كشف حساب يصلكِ عن معاشكِ.',
        },
      },
      investment: {
        title: 'الاستثمار',
        intro: 'أولى الاستثمارات وصناديق المؤشرات وبناء الثروة بهدوء وعلى مهل.',
        tips: {
          a: 'ابدئي بصندوق للطوارئ.',
          b: 'البقاء في السوق مدة أطول أجدى من محاولة توقيت السوق.',
          c: 'رسوم بنسبة 1% قد تلتهم ثلث العوائد على مدى 30 عامًا.',
        },
      },
    },
    success: {
      adaeze: {
        role: 'رئيسة قسم المنتج',
        city: 'لاغوس',
        story:
          'استخدمت عبارات التفاوض الجاهزة من قسم العمل، وحصلت على عرض يزيد بنسبة 22% على الرقم الأول.',
      },
      rosa: {
        role: 'ممرّضة ومستثمرة',
        city: 'بوغوتا',
        story:
          'بدأت في التاسعة والأربعين بخمسين جنيهًا إسترلينيًا شهريًا في صندوق مؤشرات. واليوم تغطي محفظتها إيجار عام كامل.',
      },
      hanna: {
        role: 'باحثة تجربة المستخدم',
        city: 'ستوكهولم',
        story:
          'انتقلت من التدريس إلى مهنة جديدة خلال 11 شهرًا، بخطة التسعين يومًا ومرشدتين من HerCircle.',
      },
    },
  },
});
