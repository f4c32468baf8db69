import { z } from 'zod';
import { id } from './common.ts';

/** Newsletter issues (api.md "Events, stories, newsletter, deletion"): admins write and send them. */
export const newsletterIssueInput = z.object({
  subject: z.string().trim().min(1, 'Write a subject').max(200, 'At most 200 characters'),
  body: z.string().trim().min(1, 'Write the newsletter').max(50_000, 'At most 50,000 characters'),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueInput>;

export const newsletterIssue = z.object({
  id,
  subject: z.string(),
  body: z.string(),
  status: z.enum(['draft', 'sending', 'sent']),
  created_at: z.string(),
  queued_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** Confirmed addresses it was queued for, and of those: sent, failed. */
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssue>;
