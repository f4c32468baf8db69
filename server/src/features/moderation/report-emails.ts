import type { Kysely } from 'kysely';
import {
  REPORTED_THING,
  decisionDateText,
  reportReference,
  type MyReport,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { fill, letter, mailDateTime, mailLocaleOf, textsOf } from '../../i18n/mail.ts';
import * as q from './reports.queries.ts';

type Db = Kysely<Database>;

interface Deps {
  db: Db;
  mailer: Mailer;
  origin: string;
}

/**
 * The receipt of her report: its reference, what she reported, the category and the time. It
 * names the kind of thing only, never quotes it: what she reported may be the abuse itself. The
 * mailer sends its neutral form to a member who chose discreet mail. In her language, the time
 * in her zone.
 */
export async function sendReportReceipt(
  { db, mailer, origin }: Deps,
  to: { id: number; email: string; first_name: string },
  report: MyReport,
): Promise<void> {
  const link = `${origin}/settings#my-reports`;
  const locale = await mailLocaleOf(db, to.id);
  const t = textsOf(locale.language);
  const r = t.reportReceipt;
  const reference = reportReference(report.id);
  await mailer.send({
    to: to.email,
    subject: fill(r.subject, { reference }),
    text: letter(
      t,
      to.first_name,
      r.thanks,
      '',
      fill(r.reference, { reference }),
      fill(r.what, { what: r.things[report.target_type] }),
      fill(r.category, { category: r.reasons[report.reason] }),
      fill(r.received, { date: mailDateTime(locale, report.created_at) }),
      '',
      r.note,
      link,
    ),
    link,
    language: locale.language,
  });
}

/**
 * A report that someone is in danger reaches every site admin by email at once, whatever her
 * email settings: it cannot wait for the queue or a digest. The email only points to the queue;
 * the report itself (and who made it) stays in the portal. Staff mail is in English, as the admin
 * portal is.
 */
export async function alertAdminsOfDanger(
  { db, mailer, origin }: Deps,
  report: MyReport,
): Promise<void> {
  const link = `${origin}/admin/reports`;
  for (const admin of await q.listActiveAdminEmails(db))
    await mailer.send({
      to: admin.email,
      subject: `Urgent: someone may be in danger (report ${reportReference(report.id)})`,
      text: [
        'A member reported that someone is in danger. Please look at it now: it is at the top of the moderation queue.',
        '',
        `Reference: ${reportReference(report.id)}`,
        `What: ${REPORTED_THING[report.target_type]}`,
        `Received: ${decisionDateText(report.created_at)}`,
        '',
        link,
      ].join('\n'),
      kind: 'message',
      link,
    });
}
