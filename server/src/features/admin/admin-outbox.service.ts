import type { Kysely } from 'kysely';
import type { AdminOutboxList, OutboxEmail, OutboxStatus } from '@hercircle/shared';
import type { AuthUser } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { containsPattern } from '../../lib/like.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { maskSecrets } from '../../lib/mask-secrets.ts';
import * as q from '../../lib/outbox.queries.ts';

type Deps = { db: Kysely<Database>; mailer: Mailer };

/** A newsletter can be long; the screen shows its beginning. */
const PREVIEW_MAX = 4_000;

function statusOf(row: q.OutboxRow): OutboxStatus {
  if (row.sent_at) return 'sent';
  return row.failed_at ? 'failed' : 'queued';
}

function toOutboxEmail(row: q.OutboxRow): OutboxEmail {
  return {
    id: row.id,
    to_address: row.to_address,
    subject: row.subject,
    status: statusOf(row),
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    failed_at: row.failed_at?.toISOString() ?? null,
    attempts: row.attempts,
    last_error: row.last_error,
    discreet: row.discreet,
    has_attachments: row.has_attachments,
    // Masked before it is cut, so that a cut never leaves part of a token whole.
    preview: maskSecrets(row.body_text).slice(0, PREVIEW_MAX),
  };
}

export async function listOutbox(
  { db, mailer }: Deps,
  _admin: AuthUser,
  input: { status?: OutboxStatus; search: string; limit: number; offset: number },
): Promise<AdminOutboxList> {
  const { rows, total } = await q.listOutboxEmails(db, {
    ...input,
    search: input.search ? containsPattern(input.search) : '',
  });
  return { emails: rows.map(toOutboxEmail), total, delivers: mailer.delivers };
}

/**
 * One more try at a failed email, as it was kept. Audited once the try is made (the mail server
 * cannot take part in a transaction), with what became of it.
 */
export async function retryOutboxEmail(
  { db, mailer }: Deps,
  admin: AuthUser,
  input: { id: number },
): Promise<OutboxEmail> {
  const row = await q.findOutboxEmail(db, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'No such email in the outbox.');
  if (row.has_attachments)
    throw new AppError(
      'CONFLICT',
      'This email had an attachment, which the outbox does not keep: it cannot be sent again.',
    );
  const result = statusOf(row) === 'failed' ? await mailer.resend(row.id) : null;
  if (!result)
    throw new AppError(
      'CONFLICT',
      'Only a failed email can be sent again, and this one has not failed (or is being sent).',
    );
  await insertAuditEntry(db, admin, 'retry', 'email', row.id, {
    to: row.to_address,
    subject: row.subject,
    sent: result.ok,
  });
  const after = await q.findOutboxEmail(db, row.id);
  if (!after) throw new AppError('NOT_FOUND', 'No such email in the outbox.');
  return toOutboxEmail(after);
}
