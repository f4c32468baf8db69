import { defineTexts } from '../texts.ts';

/**
 * The advertising block's texts (issue 34): the offer to advertisers shown on About Us and on the
 * stories page (components/Promotions.tsx).
 */
export const advertisingTexts = defineTexts('advertising', {
  en: {
    title: 'Advertise with HerCircle',
    audience: {
      reach: '10,000+ women aged 25-45',
      engagement: '85% engagement',
      growth: '15% monthly growth',
    },
    options: {
      banner: {
        name: 'Banner Ad',
        price: '$500 per month',
        text: 'A banner across the top of our story pages.',
      },
      sidebar: {
        name: 'Sidebar Ad',
        price: '$300 per month',
        text: 'A quieter placement beside articles.',
      },
      sponsored: {
        name: 'Sponsored Content',
        price: '$800 per post',
        text: 'A story written with our editors, clearly labelled.',
      },
      newsletter: {
        name: 'Newsletter Ad',
        price: '$400 per issue',
        text: 'One slot in the weekly letter to 50,000+ readers.',
      },
    },
    note: 'Other formats and longer campaigns: pricing on request.',
    contact: 'Talk to our partnerships team',
  },

  es: {
    title: 'Anúnciate en HerCircle',
    audience: {
      reach: 'Más de 10.000 mujeres de 25 a 45 años',
      engagement: '85 % de participación',
      growth: '15 % de crecimiento mensual',
    },
    options: {
      banner: {
        name: 'Anuncio en banner',
        price: '500 US$ al mes',
        text: 'Un banner en la parte superior de nuestras páginas de historias.',
      },
      sidebar: {
        name: 'Anuncio lateral',
        price: '300 US$ al mes',
        text: 'Un espacio más discreto junto a los artículos.',
      },
      sponsored: {
        name: 'Contenido patrocinado',
        price: '800 US$ por publicación',
        text: 'Una historia escrita con nuestro equipo editorial, claramente señalada.',
      },
      newsletter: {
        name: 'Anuncio en el boletín',
        price: '400 US$ por envío',
        text: 'Un espacio en la carta semanal que leen más de 50.000 personas.',
      },
    },
    note: 'Otros formatos y campañas más largas: precio a consultar.',
    contact: 'Habla con nuestro equipo de colaboraciones',
  },

  ar: {
    title: 'أعلني مع HerCircle',
    audience: {
      reach: 'أكثر من 10,000 امرأة بين 25 و45 عامًا',
      engagement: 'نسبة تفاعل 85%',
      growth: 'نموّ شهري بنسبة 15%',
    },
    options: {
      banner: {
        name: 'إعلان بانر',
        price: '500 دولار أمريكي شهريًا',
        text: 'بانر في أعلى صفحات قصصنا.',
      },
      sidebar: {
        name: 'إعلان جانبي',
        price: '300 دولار أمريكي شهريًا',
        text: 'مساحة أهدأ بجانب المقالات.',
      },
      sponsored: {
        name: 'محتوى مموَّل',
        price: '800 دولار أمريكي للمنشور',
        text: 'قصة تُكتب مع فريق التحرير لدينا، مع الإشارة بوضوح إلى أنها مموَّلة.',
      },
      newsletter: {
        name: 'إعلان في النشرة البريدية',
        price: '400 دولار أمريكي للعدد',
        text: 'مساحة واحدة في الرسالة الأسبوعية التي تصل إلى أكثر من 50,000 قارئة.',
      },
    },
    note: 'صيغ أخرى وحملات أطول: الأسعار عند الطلب.',
    contact: 'تحدّثي مع فريق الشراكات لدينا',
  },
});
