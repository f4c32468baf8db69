import { defineTexts } from '../texts.ts';

/** The accessibility statement (/accessibility): what is conformant, what is not yet, how to tell us. */
export const accessibilityTexts = defineTexts('accessibility', {
  en: {
    title: 'Accessibility',
    subtitle: 'How HerCircle works for every woman, and where it does not yet',
    updated: 'Last reviewed November 2026',
    standard: {
      heading: 'Our standard',
      body: 'We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. HerCircle is partially conformant: most of it meets the standard, and the parts that do not yet are listed below.',
    },
    works: {
      heading: 'What you can rely on',
      keyboard:
        'You can use the site with a keyboard alone: a “Skip to content” link comes first, focus is always visible, and menus and dialogs keep focus inside them until you close them.',
      readers:
        'Pages have one main heading, labelled landmarks and labelled form fields; loading and errors are announced to screen readers.',
      contrast:
        'Text and controls meet AA contrast in the light and the dark scheme; colour is never the only sign of a state.',
      motion: 'When your device asks for reduced motion, animations and the quote carousel stop.',
      zoom: 'Pages fit a phone’s screen, and a desktop at 200% zoom, without scrolling sideways.',
      language:
        'Pages carry their language and direction, so Arabic reads right to left and a screen reader speaks each page in its own language.',
      quickExit:
        'Quick exit is reachable from every page: its button, or Escape pressed three times.',
    },
    gaps: {
      heading: 'What is not conformant yet',
      transcripts:
        'Podcast episodes have no transcripts yet (WCAG 1.2.1). Until they do, write to us and we will send you the words of an episode.',
      languages:
        'The short pages a link in our emails opens (confirming your address, leaving a mailing list) are still in English only.',
      admin: 'The admin portal is in English only.',
      memberContent:
        'Images members upload may have no description: we ask for one, but cannot require it.',
    },
    checks: {
      heading: 'How we check',
      body: 'On every change our browser tests have axe read every page twice, in English in the light scheme at desktop width and in Arabic in the dark scheme at phone width, and journeys are tested with a keyboard alone. What you tell us comes first.',
    },
    contact: {
      heading: 'Tell us about a barrier',
      body: 'If something on HerCircle does not work for you, tell us what you were trying to do and what got in the way. We answer within five working days.',
      link: 'Write to us',
    },
  },
  es: {
    title: 'Accesibilidad',
    subtitle: 'Cómo funciona HerCircle para cada mujer, y dónde todavía no',
    updated: 'Revisado por última vez en noviembre de 2026',
    standard: {
      heading: 'Nuestro estándar',
      body: 'Nos guiamos por las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. HerCircle cumple parcialmente: la mayor parte alcanza el estándar, y lo que aún no lo hace aparece más abajo.',
    },
    works: {
      heading: 'Con qué puedes contar',
      keyboard:
        'Puedes usar el sitio solo con el teclado: primero aparece un enlace «Saltar al contenido», el foco siempre se ve, y los menús y diálogos mantienen el foco dentro hasta que los cierras.',
      readers:
        'Las páginas tienen un único título principal, regiones con nombre y campos etiquetados; las cargas y los errores se anuncian a los lectores de pantalla.',
      contrast:
        'Los textos y controles cumplen el contraste AA en el modo claro y en el oscuro; el color nunca es la única señal de un estado.',
      motion:
        'Si tu dispositivo pide reducir el movimiento, las animaciones y el carrusel de citas se detienen.',
      zoom: 'Las páginas caben en la pantalla de un móvil, y en un ordenador con zoom del 200 %, sin desplazarte hacia los lados.',
      language:
        'Cada página indica su idioma y su dirección: el árabe se lee de derecha a izquierda y el lector de pantalla pronuncia cada página en su idioma.',
      quickExit:
        'La salida rápida está en todas las páginas: con su botón o pulsando Escape tres veces.',
    },
    gaps: {
      heading: 'Lo que todavía no cumple',
      transcripts:
        'Los episodios del pódcast aún no tienen transcripción (WCAG 1.2.1). Mientras tanto, escríbenos y te enviaremos el texto del episodio.',
      languages:
        'Las páginas breves que abre un enlace de nuestros correos (confirmar tu dirección, darte de baja de una lista) siguen solo en inglés.',
      admin: 'El portal de administración está solo en inglés.',
      memberContent:
        'Las imágenes que suben las integrantes pueden no tener descripción: la pedimos, pero no podemos exigirla.',
    },
    checks: {
      heading: 'Cómo lo comprobamos',
      body: 'Con cada cambio, nuestras pruebas en el navegador hacen que axe revise cada página dos veces: en inglés con el tema claro en ancho de escritorio y en árabe con el tema oscuro en ancho de móvil; además probamos recorridos solo con teclado. Lo que tú nos cuentas va primero.',
    },
    contact: {
      heading: 'Cuéntanos si algo te bloquea',
      body: 'Si algo de HerCircle no te funciona, dinos qué intentabas hacer y qué te lo impidió. Respondemos en un máximo de cinco días hábiles.',
      link: 'Escríbenos',
    },
  },
  ar: {
    title: 'إمكانية الوصول',
    subtitle: 'كيف يعمل HerCircle لكل امرأة، وأين لا يعمل بعد',
    updated: 'آخر مراجعة: نوفمبر 2026',
    standard: {
      heading: 'معيارنا',
      body: 'نسعى إلى مطابقة إرشادات إتاحة محتوى الويب (WCAG) 2.2 في المستوى AA. يطابق HerCircle المعيار جزئيًا: معظمه يستوفيه، وما لم يستوفه بعد مذكور أدناه.',
    },
    works: {
      heading: 'ما يمكنكِ الاعتماد عليه',
      keyboard:
        'يمكنكِ استخدام الموقع بلوحة المفاتيح وحدها: يأتي رابط «انتقلي إلى المحتوى» أولًا، ومؤشر التركيز ظاهر دائمًا، وتُبقي القوائم ونوافذ الحوار التركيز داخلها حتى تغلقيها.',
      readers:
        'لكل صفحة عنوان رئيسي واحد، ومناطق مسمّاة وحقول ذات تسميات، ويُعلَن التحميل والأخطاء لقارئات الشاشة.',
      contrast:
        'تستوفي النصوص وعناصر التحكم تباين المستوى AA في الوضعين الفاتح والداكن، واللون ليس أبدًا العلامة الوحيدة على الحالة.',
      motion: 'حين يطلب جهازكِ تقليل الحركة، تتوقف الرسوم المتحركة وشريط الاقتباسات.',
      zoom: 'تتسع الصفحات لشاشة الهاتف، ولشاشة الحاسوب بتكبير 200%، دون تمرير أفقي.',
      language:
        'تحمل كل صفحة لغتها واتجاهها، فتُقرأ العربية من اليمين إلى اليسار وتنطق قارئة الشاشة كل صفحة بلغتها.',
      quickExit: 'الخروج السريع متاح من كل صفحة: بزرّه، أو بالضغط على Escape ثلاث مرات.',
    },
    gaps: {
      heading: 'ما لا يطابق المعيار بعد',
      transcripts:
        'حلقات البودكاست بلا نصوص مكتوبة حتى الآن (WCAG 1.2.1). إلى أن تتوفر، راسلينا ونرسل إليكِ نص الحلقة.',
      languages:
        'الصفحات القصيرة التي يفتحها رابط في رسائلنا (تأكيد عنوانكِ، أو إلغاء الاشتراك في قائمة بريدية) ما زالت بالإنجليزية فقط.',
      admin: 'بوابة الإدارة بالإنجليزية فقط.',
      memberContent: 'قد تخلو الصور التي ترفعها العضوات من وصف: نطلبه، لكن لا يمكننا فرضه.',
    },
    checks: {
      heading: 'كيف نتحقق',
      body: 'مع كل تغيير، تفحص اختبارات المتصفح كل صفحة بأداة axe مرتين: بالإنجليزية في المظهر الفاتح على عرض سطح المكتب، وبالعربية في المظهر الداكن على عرض الهاتف، ونختبر مسارات كاملة بلوحة المفاتيح وحدها. وما تخبريننا به يأتي أولًا.',
    },
    contact: {
      heading: 'أخبرينا عن أي عائق',
      body: 'إن لم يعمل شيء في HerCircle كما ينبغي، أخبرينا بما كنتِ تحاولين فعله وما الذي اعترضكِ. نردّ خلال خمسة أيام عمل.',
      link: 'راسلينا',
    },
  },
});
