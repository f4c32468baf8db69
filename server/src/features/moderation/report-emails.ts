import type { Kysely } from 'kysely';
import {
  REPORT_REASON_LABELS,
  REPORT_RECEIPT_NOTE,
  REPORTED_THING,
  decisionDateText,
  reportReference,
  type MyReport,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
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
 * mailer sends its neutral form to a member who chose discreet mail.
 */
export async function sendReportReceipt(
  { mailer, origin }: Deps,
  to: { email: string; first_name: string },
  report: MyReport,
): Promise<void> {
  const link = `${origin}/settings#my-reports`;
  await mailer.send({
    to: to.email,
    subject: `We received your report ${reportReference(report.id)}`,
    text: [
      `Hi ${to.first_name},`,
      '',
      'Thank you for your report. We have received it:',
      '',
      `Reference: ${reportReference(report.id)}`,
      `What: ${REPORTED_THING[report.target_type]}`,
      `Category: ${REPORT_REASON_LABELS[report.reason]}`,
      `Received: ${decisionDateText(report.created_at)}`,
      '',
      REPORT_RECEIPT_NOTE,
      link,
      '',
      'HerCircle',
    ].join('\n'),
    link,
  });
}

/**
 * A report that someone is in danger reaches every site admin by email at once, whatever her
 * email settings: it cannot wait for the queue or a digest. The email only points to the queue;
 * the report itself (and who made it) stays in the portal.
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
