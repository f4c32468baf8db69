// The durable job runner: a task's schedule and claim live in the database, so it runs in one
// process at a time, and a claim whose process died is taken over once its lease runs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { openDatabase, type DbHandle } from '../db/index.ts';
import { runDueJobs, startJobRunner, type JobTask } from './jobs.ts';
import { claimJob, ensureJob } from './jobs.queries.ts';

const MINUTE = 60_000;
let db: DbHandle & { url: string };
let names = 0;

/** A task with a name of its own (each test its own schedule) that counts its runs. */
function counting(overrides: Partial<JobTask> = {}) {
  names += 1;
  const runs: Date[] = [];
  const task: JobTask = {
    name: `test-task-${names}`,
    everyMs: MINUTE,
    leaseMs: 5 * MINUTE,
    run: async (now) => {
      runs.push(now);
    },
    ...overrides,
  };
  return { task, runs };
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

describe('runDueJobs', () => {
  it('runs a task at once, then again only when its interval has passed', async () => {
    const { task, runs } = counting();
    const t0 = Date.now();
    expect(await runDueJobs(db.db, [task], { now: new Date(t0) })).toEqual([task.name]);
    expect(await runDueJobs(db.db, [task], { now: new Date(t0 + MINUTE - 1) })).toEqual([]);
    expect(await runDueJobs(db.db, [task], { now: new Date(t0 + MINUTE) })).toEqual([task.name]);
    expect(runs.map((r) => r.getTime() - t0)).toEqual([0, MINUTE]);
  });

  it('runs a task in one of several processes ticking at the same moment', async () => {
    const { task, runs } = counting();
    const processes = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: db.url })),
    );
    try {
      const now = new Date();
      const ran = await Promise.all(processes.map((p) => runDueJobs(p.db, [task], { now })));
      expect(ran.flat()).toEqual([task.name]);
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
  });

  it('takes over the claim of a process that died mid-run once its lease has run out', async () => {
    const { task, runs } = counting();
    const t0 = Date.now();
    // A process claimed the task and died before releasing it.
    await ensureJob(db.db, task.name, new Date(t0));
    const lockedUntil = new Date(t0 + task.leaseMs);
    expect(
      await claimJob(db.db, { name: task.name, owner: 'dead', now: new Date(t0), lockedUntil }),
    ).toBe(true);

    expect(await runDueJobs(db.db, [task], { now: new Date(t0 + MINUTE) })).toEqual([]);
    expect(await runDueJobs(db.db, [task], { now: lockedUntil })).toEqual([task.name]);
    expect(runs).toEqual([lockedUntil]);
  });

  it('logs a failed run and tries again at its next turn', async () => {
    const warnings: string[] = [];
    let calls = 0;
    const { task } = counting({
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('smtp down');
      },
    });
    const log = { warn: (o: object, m: string) => warnings.push(m) };
    const t0 = Date.now();
    expect(await runDueJobs(db.db, [task], { now: new Date(t0), log })).toEqual([]);
    expect(warnings).toEqual(['background job failed; will retry']);
    expect(await runDueJobs(db.db, [task], { now: new Date(t0 + MINUTE), log })).toEqual([
      task.name,
    ]);
    expect(calls).toBe(2);
  });
});

describe('startJobRunner', () => {
  it('ticks on its own, and stop waits for the run in progress', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    let finished = false;
    const { task } = counting({
      run: () => {
        started();
        return new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        });
      },
    });
    const runner = startJobRunner(db.db, [task], { tickMs: 10, log: { warn: () => undefined } });
    await running;
    let stopDone = false;
    const stopped = runner.stop().then(() => (stopDone = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopDone).toBe(false);
    finish();
    await stopped;
    expect(finished).toBe(true);
    const row = await db.db
      .selectFrom('jobs')
      .select(['locked_by', 'run_at'])
      .where('name', '=', task.name)
      .executeTakeFirstOrThrow();
    expect(row.locked_by).toBeNull();
  });
});
