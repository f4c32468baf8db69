import type { Kysely } from 'kysely';
import { NEW_ACCOUNT_LINKS_MAX, SITE_SETTINGS_DEFAULTS, newAccountText } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAccountAge } from './new-account.queries.ts';

type Db = Kysely<Database>;
const HOUR = 3_600_000;

/**
 * New accounts earn trust (issue 33): in an account's first `newAccountHours` hours (a site
 * setting; 0 turns it off) she sends no message requests, adds at most 2 links to a post or reply,
 * and a post repeating one of hers in another group within the hour waits for a moderator. The
 * moment her account stops being new, or null when it is not (any more).
 */
export async function newAccountUntil(
  db: Db,
  user: { id: number },
  now = new Date(),
): Promise<Date | null> {
  const account = await findAccountAge(db, user.id);
  if (!account) return null;
  const hours = account.new_account_hours ?? SITE_SETTINGS_DEFAULTS.newAccountHours;
  const until = new Date(account.created_at.getTime() + hours * HOUR);
  return until > now ? until : null;
}

/** A message request (the first message to a member) from a new account: 403 saying when. */
export async function assertMaySendMessageRequest(db: Db, user: { id: number }): Promise<void> {
  const until = await newAccountUntil(db, user);
  if (until) throw new AppError('FORBIDDEN', newAccountText('message_request', until));
}

// What a member reads as a link in a post: a web address with its scheme, or one starting "www.".
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/**
 * More than 2 links in a post or reply from a new account: 403 saying when. Text with few links
 * (nearly all) costs no query.
 */
export async function assertLinkLimit(db: Db, user: { id: number }, text: string): Promise<void> {
  if (countLinks(text) <= NEW_ACCOUNT_LINKS_MAX) return;
  const until = await newAccountUntil(db, user);
  if (until) throw new AppError('FORBIDDEN', newAccountText('links', until));
}
