import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobTask } from '../../lib/jobs.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as q from './event-reminders.queries.ts';

const HOUR = 3_600_000;
/** How long before the start the reminder goes out. */
export const REMINDER_LEAD_MS = 24 * HOUR;

/**
 * Reminds going members of events that start within the next 24 hours. Each event's reminder is
 * claimed by a conditional update in the transaction that writes the notifications, so it goes
 * out once even when two processes run this at the same moment; the emails follow from the
 * notifications by each member's email_frequency (notification-emails.ts).
 */
export async function sendEventReminders(db: Kysely<Database>, now: Date): Promise<number> {
  let sent = 0;
  const due = await q.eventsDueForReminder(db, now, new Date(now.getTime() + REMINDER_LEAD_MS));
  for (const id of due) {
    await db.transaction().execute(async (trx) => {
      if (!(await q.markReminded(trx, id, now))) return;
      await notify(trx, await q.goingMemberIds(trx, id), {
        kind: 'event_reminder',
        actorId: null,
        target: { type: 'event', id },
        url: `/events/${id}`,
      });
      sent += 1;
    });
  }
  return sent;
}

/** The job runner's task: every five minutes, so a reminder is at most that late. */
export function eventRemindersTask(db: Kysely<Database>): JobTask {
  return {
    name: 'event-reminders',
    everyMs: 5 * 60_000,
    leaseMs: 5 * 60_000,
    run: async (now) => {
      await sendEventReminders(db, now);
    },
  };
}
