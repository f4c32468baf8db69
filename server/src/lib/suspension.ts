import { suspendedText } from '@hercircle/shared';
import { AppError } from './app-error.ts';

/** A suspension that has ended is no suspension: the end as an ISO string while it lasts, else null. */
export function activeSuspension(until: Date | null | undefined, now = new Date()): string | null {
  return until && until > now ? until.toISOString() : null;
}

/**
 * A suspended member signs in and reads; her writes answer 403 with the end of the suspension.
 * Compared with the clock again, as a session loaded before the end may still be in use after it.
 */
export function suspensionError(user: { suspended_until: string | null }): AppError | null {
  return user.suspended_until && new Date(user.suspended_until) > new Date()
    ? new AppError('FORBIDDEN', suspendedText(user.suspended_until))
    : null;
}
