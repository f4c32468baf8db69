import { z } from 'zod';
import { LIMITS, MAX_ID } from '../constants.ts';

/** Ids are PostgreSQL integers: anything above MAX_ID can name no row (and would fail in SQL). */
export const id = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(MAX_ID, 'No such id');

export function pagination(defaultLimit: number) {
  return {
    limit: z.coerce.number().int().min(1).max(LIMITS.listLimitMax).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  };
}

export const success = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof success>;

/** Optional free text: trimmed; empty becomes null so the database never stores blank strings. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullish();
}
