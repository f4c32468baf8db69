import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as q from './jobs.queries.ts';

/**
 * A background task. Its schedule lives in the `jobs` table, not in memory: every server process
 * ticks, and a due task runs in whichever process claims it first. A process that dies mid-run
 * holds its claim until `leaseMs` has passed; then another takes the task over, so a run must be
 * safe to repeat (mark what it did as it goes).
 */
export interface JobTask {
  name: string;
  /** The time from one run's start to the next run. */
  everyMs: number;
  /** Longer than a run can take: a claim older than this is taken as its process's death. */
  leaseMs: number;
  run(now: Date): Promise<void>;
}

export interface JobLog {
  warn(obj: object, msg: string): void;
}

/**
 * Runs each due task that this caller manages to claim, one after another, at `now` (tests move
 * the clock). Answers the names it ran. A failed run is logged and tried again at its next turn.
 */
export async function runDueJobs(
  db: Kysely<Database>,
  tasks: JobTask[],
  options: { now?: Date; log?: JobLog } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const ran: string[] = [];
  for (const task of tasks) {
    await q.ensureJob(db, task.name, now);
    const owner = randomUUID();
    const lockedUntil = new Date(now.getTime() + task.leaseMs);
    if (!(await q.claimJob(db, { name: task.name, owner, now, lockedUntil }))) continue;
    try {
      await task.run(now);
      ran.push(task.name);
    } catch (error) {
      options.log?.warn({ err: error, job: task.name }, 'background job failed; will retry');
    }
    await q.releaseJob(db, {
      name: task.name,
      owner,
      runAt: new Date(now.getTime() + task.everyMs),
    });
  }
  return ran;
}

export interface JobRunner {
  /** Stops ticking and waits for a run in progress to end. */
  stop(): Promise<void>;
}

/** Ticks every `tickMs` (and once at start); a tick still running makes the next one skip. */
export function startJobRunner(
  db: Kysely<Database>,
  tasks: JobTask[],
  options: { tickMs: number; log: JobLog },
): JobRunner {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runDueJobs(db, tasks, { log: options.log })
      .catch((error: unknown) => options.log.warn({ err: error }, 'job runner tick failed'))
      .finally(() => (running = undefined));
  };
  const interval = setInterval(tick, options.tickMs);
  const first = setTimeout(tick, 0);
  interval.unref();
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(first);
      await running;
    },
  };
}
