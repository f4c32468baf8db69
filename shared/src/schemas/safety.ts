import { z } from 'zod';
import {
  CONTENT_NOTE_MODES,
  CONTENT_NOTES,
  IDEMPOTENCY_KEY_MAX,
  type ContentNote,
  type ContentNoteMode,
} from '../constants.ts';

/** Schemas every safety feature shares; each feature's own inputs live in its schema file. */

export const contentNote = z.enum(CONTENT_NOTES, {
  error: `Choose a content note from: ${CONTENT_NOTES.join(', ')}`,
});

export const contentNoteMode = z.enum(CONTENT_NOTE_MODES);

/** A member's choice per note; notes left out collapse (CONTENT_NOTE_DEFAULT_MODE). */
export const contentNoteFilters = z.partialRecord(contentNote, contentNoteMode);
export type ContentNoteFilters = Partial<Record<ContentNote, ContentNoteMode>>;

/**
 * Sent with each new post, reply and chat message (REST: the Idempotency-Key header, copied into
 * the input by the REST adapter): a repeat from the same member answers the first result.
 */
export const idempotencyKey = z
  .string()
  .trim()
  .min(1, 'The idempotency key is empty')
  .max(IDEMPOTENCY_KEY_MAX, `The idempotency key is longer than ${IDEMPOTENCY_KEY_MAX} characters`)
  .regex(/^[\x21-\x7e]+$/, 'The idempotency key may hold printable ASCII characters only')
  .optional();
