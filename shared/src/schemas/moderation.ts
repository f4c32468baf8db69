import { z } from 'zod';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '../constants.ts';
import { id, optionalText } from './common.ts';

/** Reports by members (api.md "Reports and moderation"); the moderators' schemas follow below. */

export const REPORT_NOTE_MAX = 1000;

export const reportTargetType = z.enum(REPORT_TARGET_TYPES, {
  error: `Choose what you report from: ${REPORT_TARGET_TYPES.join(', ')}`,
});
export const reportReason = z.enum(REPORT_REASONS, {
  error: `Choose a reason from: ${REPORT_REASONS.join(', ')}`,
});
export const reportStatus = z.enum(REPORT_STATUSES);

export const createReportInput = z.object({
  target_type: reportTargetType,
  target_id: id,
  reason: reportReason,
  note: optionalText(REPORT_NOTE_MAX),
});
export type CreateReportInput = z.input<typeof createReportInput>;

/** What the reporter sees of her report: never who was actioned or how. */
export const myReport = z.object({
  id: z.number().int(),
  target_type: reportTargetType,
  target_id: z.number().int(),
  reason: reportReason,
  note: z.string().nullable(),
  status: reportStatus,
  created_at: z.string(),
  updated_at: z.string(),
  /** A short excerpt of what she reported while it exists and she may still see it, else null. */
  preview: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReport>;
