import { describe, expect, it } from 'vitest';
import { notificationText, type Notification } from './NotificationItem.tsx';
import { createI18n } from '../../i18n/index.ts';
import { notificationsTexts } from '../../i18n/areas/notifications.ts';

const amara = { id: 2, first_name: 'Amara', last_name: 'Okafor', profile_picture: null };
const base: Notification = {
  id: 1,
  kind: 'reaction',
  actor: amara,
  target: { type: 'post', id: 9 },
  others_count: 0,
  url: '/community/group/3#post-9',
  read_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('notification sentences', () => {
  it('names a batch of reactions by its latest member and how many others', () => {
    expect(notificationText(base)).toBe('Amara Okafor reacted to your post');
    expect(notificationText({ ...base, others_count: 1 })).toBe(
      'Amara Okafor and 1 other reacted to your post',
    );
    expect(notificationText({ ...base, others_count: 3, target: { type: 'reply', id: 4 } })).toBe(
      'Amara Okafor and 3 others reacted to your reply',
    );
  });

  it('a mention names its author, or nobody when she wrote anonymously', () => {
    expect(notificationText({ ...base, kind: 'mention' })).toBe('Amara Okafor mentioned you');
    expect(notificationText({ ...base, kind: 'mention', actor: null })).toBe(
      'Anonymous member mentioned you',
    );
  });

  it('a group whose last admin left tells its new admin and its other members, naming no one', () => {
    const about = { actor: null, target: { type: 'group', id: 3 }, url: '/community/group/3' };
    expect(notificationText({ ...base, ...about, kind: 'group_admin_promoted' })).toBe(
      'The last admin of a group you are in left: you are now its admin',
    );
    expect(notificationText({ ...base, ...about, kind: 'group_admin_left' })).toBe(
      'The last admin of a group you are in left: its longest-standing member is now admin',
    );
  });

  it('is said in her language, with its plural forms', () => {
    const inLanguage = (language: 'es' | 'ar') => {
      const i18n = createI18n(language);
      i18n.addResourceBundle(language, 'notifications', notificationsTexts[language]);
      return i18n.getFixedT(language, 'notifications');
    };
    const es = inLanguage('es');
    expect(notificationText({ ...base, others_count: 3 }, es)).toBe(
      'Amara Okafor y 3 personas más reaccionaron a tu publicación',
    );
    expect(notificationText({ ...base, kind: 'mention', actor: null }, es)).toBe(
      'Integrante anónima te mencionó',
    );
    const ar = inLanguage('ar');
    expect(notificationText({ ...base, others_count: 2 }, ar)).toBe(
      'تفاعلت Amara Okafor وعضوتان أخريان مع منشوركِ',
    );
    expect(notificationText({ ...base, kind: 'story_published', actor: null }, ar)).toBe(
      'نُشرت قصتكِ',
    );
  });
});
