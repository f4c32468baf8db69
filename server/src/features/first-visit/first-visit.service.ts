import type { Kysely } from 'kysely';
import type { Checklist, MemberHome } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import * as q from './first-visit.queries.ts';

type Db = Kysely<Database>;

const SUGGESTED = 3;
const HOME_GROUPS = 6;
const HOME_EVENTS = 3;
const WEEK_MS = 7 * 86_400_000;

/** Her interests as words to look for in group names and categories ("Books, running" → two). */
function interestWords(interests: string | null): string[] {
  return (interests ?? '')
    .split(/[,;\n]/)
    .map((w) => w.trim())
    .filter((w) => w.length >= 3)
    .slice(0, 10);
}

async function readFacts(db: Db, user: AuthUser) {
  const facts = await q.findChecklistFacts(db, user.id);
  if (!facts) throw new AppError('NOT_FOUND', 'User not found');
  const items = {
    profile: (facts.bio ?? '').trim() !== '',
    interests: (facts.interests ?? '').trim() !== '',
    group: Boolean(facts.in_group),
    hello: Boolean(facts.wrote),
  };
  return { facts, items, done: Object.values(items).every(Boolean) };
}

/** GET /users/me/checklist: her first-visit checklist, ticked from what she has done. */
export async function getChecklist(db: Db, user: AuthUser): Promise<Checklist> {
  const { facts, items, done } = await readFacts(db, user);
  const dismissed = Boolean(facts.dismissed);
  // Suggestions only while the checklist is shown and she has no group yet.
  const suggested =
    dismissed || items.group
      ? []
      : await q.listSuggestedGroups(db, user.id, interestWords(facts.interests), SUGGESTED);
  return { items, dismissed, done, suggested_groups: suggested };
}

/** POST /users/me/checklist/dismiss: she puts it away, on every device (idempotent). */
export async function dismissChecklist(db: Db, user: AuthUser): Promise<void> {
  await q.insertDismissal(db, user.id);
}

/**
 * GET /users/me/home: her groups with what others posted there this week, and her next events.
 * She is welcomed back once past her first visit: her checklist done or put away, or her account
 * more than a week old.
 */
export async function getMemberHome(db: Db, user: AuthUser, now = new Date()): Promise<MemberHome> {
  const { facts, done } = await readFacts(db, user);
  const since = new Date(now.getTime() - WEEK_MS);
  const [groups, events] = await Promise.all([
    q.listHomeGroups(db, user.id, since, HOME_GROUPS),
    q.listHomeEvents(db, user.id, now, HOME_EVENTS),
  ]);
  return {
    first_name: user.first_name,
    returning: done || Boolean(facts.dismissed) || new Date(facts.created_at) < since,
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      new_posts: Number(g.new_posts),
      last_post_at: g.last_post_at ? new Date(g.last_post_at).toISOString() : null,
    })),
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      starts_at: e.starts_at.toISOString(),
      timezone: e.timezone,
      area: e.area,
      my_status: e.my_status ?? null,
    })),
  };
}
