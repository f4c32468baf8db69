import type { Kysely } from 'kysely';
import type { NewsletterIssue, NewsletterIssueInput } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import type { JobTask } from '../../lib/jobs.ts';
import type { Mailer, MailResult } from '../../lib/mailer.ts';
import * as q from './newsletter-issues.queries.ts';
import { newsletterToken, UNSUBSCRIBE_PATH } from './newsletter.service.ts';
import { newsletterEmail } from './newsletter-email.ts';
import { mailLocaleForAddress } from '../../i18n/mail.ts';

type Db = Kysely<Database>;

/** Emails per batch; batches follow one another for at most RUN_BUDGET_MS per run. */
const BATCH = 50;
const RUN_BUDGET_MS = 60_000;
const LIST_LIMIT = 100;

type Row = Awaited<ReturnType<typeof q.listIssues>>[number];
const toIssue = (row: Row): NewsletterIssue => ({
  ...row,
  created_at: row.created_at.toISOString(),
  queued_at: row.queued_at?.toISOString() ?? null,
  sent_at: row.sent_at?.toISOString() ?? null,
});

export async function listIssues(db: Db): Promise<NewsletterIssue[]> {
  return (await q.listIssues(db, { limit: LIST_LIMIT })).map(toIssue);
}

async function getIssue(db: Db, id: number): Promise<NewsletterIssue> {
  const [row] = await q.listIssues(db, { id, limit: 1 });
  if (!row) throw new AppError('NOT_FOUND', 'No such newsletter issue.');
  return toIssue(row);
}

export async function createIssue(
  db: Db,
  admin: AuthUser,
  input: NewsletterIssueInput,
): Promise<NewsletterIssue> {
  const { id } = await db.transaction().execute(async (trx) => {
    const row = await q.insertIssue(trx, { ...input, created_by: admin.id });
    await insertAuditEntry(trx, admin, 'create', 'newsletter_issue', row.id, {
      subject: input.subject,
    });
    return row;
  });
  return getIssue(db, id);
}

/** A draft's conflict, or its absence, once a conditional write on it changed nothing. */
async function notADraft(db: Db, id: number, doing: string): Promise<never> {
  if (!(await q.issueExists(db, id))) throw new AppError('NOT_FOUND', 'No such newsletter issue.');
  throw new AppError(
    'CONFLICT',
    `This issue has been sent (or is being sent) already: it can no longer be ${doing}.`,
  );
}

/** Rewrites a draft; a send that claimed it first wins, and the edit is refused. */
export async function updateIssue(
  db: Db,
  admin: AuthUser,
  input: NewsletterIssueInput & { id: number },
): Promise<NewsletterIssue> {
  const updated = await db.transaction().execute(async (trx) => {
    if (!(await q.updateDraft(trx, input))) return false;
    await insertAuditEntry(trx, admin, 'update', 'newsletter_issue', input.id, {
      subject: input.subject,
    });
    return true;
  });
  if (!updated) await notADraft(db, input.id, 'edited');
  return getIssue(db, input.id);
}

export async function deleteIssue(db: Db, admin: AuthUser, input: { id: number }): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await q.deleteDraft(trx, input.id);
    if (row)
      await insertAuditEntry(trx, admin, 'delete', 'newsletter_issue', input.id, {
        subject: row.subject,
      });
    return row !== undefined;
  });
  if (!deleted) await notADraft(db, input.id, 'deleted');
}

/**
 * Queues the issue for every confirmed address; the job sends it. Once only: a second send (two
 * clicks, two admins) is refused.
 */
export async function sendIssue(
  db: Db,
  admin: AuthUser,
  input: { id: number },
  now = new Date(),
): Promise<NewsletterIssue> {
  const queued = await db.transaction().execute(async (trx) => {
    if (!(await q.queueIssue(trx, { id: input.id, at: now }))) return false;
    await insertAuditEntry(trx, admin, 'publish', 'newsletter_issue', input.id);
    return true;
  });
  if (!queued) {
    if (!(await q.issueExists(db, input.id)))
      throw new AppError('NOT_FOUND', 'No such newsletter issue.');
    throw new AppError('CONFLICT', 'This issue has been sent already.');
  }
  return getIssue(db, input.id);
}

/**
 * Sends the issue, as subscribers will read it, to the admin's own address only: not counted, and
 * possible after it went out too.
 */
export async function sendTestIssue(
  deps: { db: Db; mailer: Mailer; origin: string },
  admin: AuthUser,
  input: { id: number },
): Promise<void> {
  const issue = await getIssue(deps.db, input.id);
  const result = await deliver(deps.db, deps.mailer, deps.origin, {
    email: admin.email.toLowerCase(),
    subject: `[Test] ${issue.subject}`,
    body: issue.body,
  });
  // She waits for this one: tell her it did not go rather than let her look for it.
  if (!result.ok)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The test email could not be sent: the mail server did not accept it. Try again later, or check the mail settings.',
    );
}

/** One newsletter email, with the one-click unsubscribe link and its RFC 8058 headers. */
async function deliver(
  db: Db,
  mailer: Mailer,
  origin: string,
  d: { email: string; subject: string; body: string },
): Promise<MailResult> {
  const token = await newsletterToken(db, 'newsletter-unsubscribe', d.email);
  const link = `${origin}${UNSUBSCRIBE_PATH}?token=${token}`;
  // The issue is in its admin's words; its frame in the reader's language, if she is a member.
  const { language } = await mailLocaleForAddress(db, d.email);
  return mailer.send({
    to: d.email,
    subject: d.subject,
    ...newsletterEmail({
      subject: d.subject,
      body: d.body,
      origin,
      unsubscribeLink: link,
      language,
    }),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    kind: 'letter',
    language,
  });
}

/**
 * Sends queued deliveries in batches, each marked as it goes: a run cut short (the process died)
 * leaves the rest queued for the next. An address unsubscribed since the issue was queued is
 * skipped.
 */
export async function sendQueuedNewsletters(
  db: Db,
  mailer: Mailer,
  args: { origin: string; now: Date; batch?: number },
): Promise<void> {
  const started = Date.now();
  const batch = args.batch ?? BATCH;
  for (;;) {
    const deliveries = await q.queuedDeliveries(db, batch);
    for (const d of deliveries) {
      let status: 'sent' | 'failed' | 'skipped' = 'skipped';
      if (d.subscribed) {
        try {
          // A refusal by the SMTP server is a failure, as much as an error of ours.
          status = (await deliver(db, mailer, args.origin, d)).ok ? 'sent' : 'failed';
        } catch {
          status = 'failed';
        }
      }
      await q.markDelivery(db, { id: d.id, status, at: args.now });
    }
    if (deliveries.length < batch || Date.now() - started > RUN_BUDGET_MS) break;
  }
  await q.finishIssues(db, args.now);
}

export function newsletterTask(
  db: Db,
  mailer: Mailer,
  args: { origin: string; tickMs: number },
): JobTask {
  return {
    name: 'newsletter',
    everyMs: args.tickMs,
    leaseMs: 10 * 60_000,
    run: (now) => sendQueuedNewsletters(db, mailer, { origin: args.origin, now }),
  };
}
