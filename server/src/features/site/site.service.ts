import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Env } from '../../env.ts';
import { hit } from '../../auth/rate-limit.ts';
import { getSettings } from '../admin/settings.ts';
import * as q from './site.queries.ts';

type Db = Kysely<Database>;

/** The same for every visitor, signed in or not. */
export async function getSiteInfo(
  db: Db,
  _viewer: AuthUser | null,
): Promise<{ siteName: string; siteDescription: string }> {
  const { siteName, siteDescription } = await getSettings(db);
  return { siteName, siteDescription };
}

/** Mails the admins who asked for notices, when the site sends notices at all. */
export async function notifyAdmins(
  { db, mailer }: { db: Db; mailer: Mailer },
  input: { subject: string; text: string },
): Promise<void> {
  if (!(await getSettings(db)).emailNotifications) return;
  for (const admin of await q.listNotifiedAdminEmails(db))
    await mailer.send({
      to: admin.email,
      subject: input.subject,
      text: input.text,
      kind: 'message',
    });
}

export async function sendContactMessage(
  { db, mailer, env, ip }: { db: Db; mailer: Mailer; env: Env; ip: string },
  viewer: AuthUser | null,
  input: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  // Each message is stored and emailed to every notified admin: a flood from one address is refused.
  await hit(db, {
    key: `contact:ip:${ip}`,
    max: env.RATE_LIMIT_CONTACT_PER_IP,
    windowSeconds: 60 * 60,
  });
  await q.insertContactMessage(db, { ...input, user_id: viewer?.id ?? null });
  await notifyAdmins(
    { db, mailer },
    {
      subject: `New contact message: ${input.subject}`,
      text: `From ${input.name} <${input.email}>\n\n${input.message}`,
    },
  );
}

/** A member's account is erased: their subscription and their messages to the team go with it. */
export async function forgetMember(trx: Db, input: { userId: number }): Promise<void> {
  await q.deleteSubscriptionsOfUser(trx, input.userId);
  await q.deleteContactMessagesOfUser(trx, input.userId);
}
