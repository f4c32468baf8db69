import { CONTENT_NOTE_LABELS, REPORT_REASON_LABELS } from '@hercircle/shared/constants';
import { defineTexts } from '../texts.ts';

/**
 * The names safety's lists share (issue 34), written once: the content notes' topics, the report
 * reasons and what can be reported. Their English is the shared constants' (the emails and the
 * admin portal use them too). Their own small area: a page that only names a content note (the
 * home page's featured stories) loads these and not the Report dialog's texts.
 */
export const safetyLabelsTexts = defineTexts('safetyLabels', {
  en: {
    contentNotes: CONTENT_NOTE_LABELS,
    reasons: REPORT_REASON_LABELS,
    /** What a report is about, as a list or a badge names it (the admin portal's too). */
    targets: {
      post: 'Post',
      reply: 'Reply',
      message: 'Chat message',
      story: 'Story',
      comment: 'Story comment',
      user: 'Member',
      group: 'Group',
    },
  },
  es: {
    contentNotes: {
      sexual_violence: 'Violencia sexual',
      self_harm: 'Autolesiones',
      eating_disorders: 'Trastornos de la conducta alimentaria',
      pregnancy_loss: 'Pérdida gestacional',
      abuse: 'Maltrato',
      mental_health: 'Salud mental',
      other: 'Tema delicado',
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
    targets: {
      post: 'Publicación',
      reply: 'Respuesta',
      message: 'Mensaje de chat',
      story: 'Historia',
      comment: 'Comentario en una historia',
      user: 'Integrante',
      group: 'Grupo',
    },
  },
  ar: {
    contentNotes: {
      sexual_violence: 'عنف جنسي',
      self_harm: 'إيذاء النفس',
      eating_disorders: 'اضطرابات الأكل',
      pregnancy_loss: 'فقدان الحمل',
      abuse: 'إساءة',
      mental_health: 'الصحة النفسية',
      other: 'موضوع حسّاس',
    },
    reasons: {
      danger: 'شخص في خطر',
      harassment: 'مضايقة أو تنمّر',
      hate: 'كراهية أو تمييز',
      spam: 'رسائل مزعجة أو احتيال',
      self_harm: 'إيذاء النفس أو الانتحار',
      sexual_content: 'محتوى جنسي',
      misinformation: 'معلومات مضلِّلة',
      other: 'شيء آخر',
    },
    targets: {
      post: 'منشور',
      reply: 'ردّ',
      message: 'رسالة دردشة',
      story: 'قصة',
      comment: 'تعليق على قصة',
      user: 'عضوة',
      group: 'مجموعة',
    },
  },
});
