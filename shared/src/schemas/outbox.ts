import { z } from 'zod';
import { pagination } from './common.ts';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /admin/outbox: newest first, by status and recipient. */
export const adminOutboxListInput = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  /** Part of the recipient's address. */
  search: z.string().trim().max(100).default(''),
  ...pagination(20),
});
export type AdminOutboxListInput = z.input<typeof adminOutboxListInput>;

/** One outbox email as the admin Outbox screen shows it: its secrets masked, never usable. */
export const outboxEmail = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  /** Tries through the mail server (0 while none is configured). */
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** Sent in the neutral form the recipient chose. */
  discreet: z.boolean(),
  /** It had attachments, which are not kept: it cannot be sent again. */
  has_attachments: z.boolean(),
  /** The text, its link tokens and codes masked (`token=…a1b2`), cut to a preview's length. */
  preview: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

export const adminOutboxList = z.object({
  emails: z.array(outboxEmail),
  total: z.number().int(),
  /** Whether mail goes out through a mail server; without one, it is kept here and its links logged. */
  delivers: z.boolean(),
});
export type AdminOutboxList = z.infer<typeof adminOutboxList>;
