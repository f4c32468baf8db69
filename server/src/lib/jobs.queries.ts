import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** A task's row, due at once, the first time any process knows the task. */
export async function ensureJob(db: Db, name: string, now: Date): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ name, run_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Claims a due task whose last claim (if any) has run out: one conditional UPDATE, so of several
 * processes asking at once exactly one gets it. True when this caller holds it until `lockedUntil`.
 */
export async function claimJob(
  db: Db,
  claim: { name: string; owner: string; now: Date; lockedUntil: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('jobs')
    .set({ locked_by: claim.owner, locked_until: claim.lockedUntil })
    .where('name', '=', claim.name)
    .where('run_at', '<=', claim.now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', claim.now)]))
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends this owner's claim and sets the next run; a claim someone took over is left alone. */
export async function releaseJob(
  db: Db,
  release: { name: string; owner: string; runAt: Date },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_by: null, locked_until: null, run_at: release.runAt })
    .where('name', '=', release.name)
    .where('locked_by', '=', release.owner)
    .execute();
}
