import type { Kysely } from 'kysely';
import type {
  EngagedMember,
  GroupPost,
  GroupReply,
  NotificationFilters,
  ReplyPolicy,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import { publish } from '../../live/publish.ts';
import { blockAll } from '../users/blocks.service.ts';
import { publishModerated } from '../community/community-live.ts';
import { reachPost, readPost } from '../community/community-posts.service.ts';
import { readReply } from '../community/community-replies.service.ts';
import * as q from './shield.queries.ts';

type Db = Kysely<Database>;

const ONLY_AUTHOR = 'Only the post’s author can do this';
const REPLY_NOT_FOUND = 'Reply not found';

/** GET /users/me/filters: her notification filters and the muted words in force. */
export async function getFilters(db: Db, viewer: AuthUser): Promise<NotificationFilters> {
  const [settings, words] = await Promise.all([
    q.findFilterSettings(db, viewer.id),
    q.listMutedWords(db, viewer.id, new Date()),
  ]);
  return {
    new_accounts: settings.filter_new_accounts,
    strangers: settings.filter_strangers,
    muted_words: words.map((w) => ({
      text: w.text,
      expires_at: w.expires_at?.toISOString() ?? null,
    })),
  };
}

/**
 * PUT /users/me/filters: the whole object. Her muted words are replaced by these: a repeat
 * (whatever its case) is kept once, an expiry already past drops the word (it would apply to
 * nothing). Her open live streams reload what they hide and her client reads its lists again.
 */
export async function updateFilters(
  db: Db,
  viewer: AuthUser,
  input: {
    new_accounts: boolean;
    strangers: boolean;
    muted_words: { text: string; expires_at: string | null }[];
  },
): Promise<NotificationFilters> {
  const now = Date.now();
  const seen = new Set<string>();
  const words: { text: string; expires_at: Date | null }[] = [];
  for (const word of input.muted_words) {
    const key = word.text.toLocaleLowerCase();
    const expires = word.expires_at === null ? null : new Date(word.expires_at);
    if (seen.has(key) || (expires !== null && expires.getTime() <= now)) continue;
    seen.add(key);
    words.push({ text: word.text, expires_at: expires });
  }
  await db.transaction().execute(async (trx) => {
    await q.updateFilterSettings(trx, viewer.id, {
      filter_new_accounts: input.new_accounts,
      filter_strangers: input.strangers,
    });
    await q.replaceMutedWords(trx, viewer.id, words);
    await publish(trx, { type: 'audience', users: [viewer.id] });
  });
  return getFilters(db, viewer);
}

/** Her post, or 403 for anyone else who may see it (404 for who may not, as reachPost). */
async function reachOwnPost(db: Db, viewer: AuthUser, id: number) {
  const reached = await reachPost(db, viewer, id);
  if (!reached.mine) throw new AppError('FORBIDDEN', ONLY_AUTHOR);
  return reached;
}

/** Its author sets who may reply to her post: everyone in the group, or no one. */
export async function setReplyPolicy(
  db: Db,
  viewer: AuthUser,
  input: { id: number; reply_policy: ReplyPolicy },
): Promise<GroupPost> {
  const { post, group } = await reachOwnPost(db, viewer, input.id);
  await db.transaction().execute(async (trx) => {
    if (!(await q.setPostReplyPolicy(trx, post.id, input.reply_policy)))
      throw new AppError('NOT_FOUND', 'Post not found');
    // Open discussions show the reply box, or that replies are off, at once.
    await publishModerated(trx, 'post', post.id, false);
  });
  return readPost(db, viewer, post.id, group.my_role);
}

/**
 * The post's author hides a reply to it: everyone else sees it collapsed as hidden by the author,
 * without its text, and its author still sees hers. Or she shows it again.
 */
export async function hideReplyAsAuthor(
  db: Db,
  viewer: AuthUser,
  input: { id: number; hidden: boolean },
): Promise<GroupReply> {
  const reply = await q.findReplyOfPost(db, input.id);
  if (!reply) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  const { moderator } = await reachOwnPost(db, viewer, reply.post_id);
  // A reply moderators hid is out of her view, unless she wrote it.
  if (reply.hidden_at !== null && !moderator && reply.user_id !== viewer.id)
    throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    if (!(await q.setReplyAuthorHidden(trx, reply.id, input.hidden)))
      throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
    await publishModerated(trx, 'reply', reply.id, false);
  });
  return readReply(db, { id: viewer.id, moderator }, reply.id);
}

/** The members who reacted to or replied to her post (only its author asks). */
export async function listEngaged(
  db: Db,
  viewer: AuthUser,
  input: { id: number },
): Promise<EngagedMember[]> {
  const { post } = await reachOwnPost(db, viewer, input.id);
  const rows = await q.listEngaged(db, post);
  return rows.map((r) => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    profile_picture: pictureUrl(r.profile_picture_id),
    reacted: Boolean(r.reacted),
    replied: Boolean(r.replied),
    blocked: Boolean(r.blocked),
  }));
}

/**
 * Blocks the chosen members among those who reacted to or replied to her post, in one
 * transaction, with the same block as a member page's (silent; a repeat changes nothing). Any id
 * outside that list refuses the whole request.
 */
export async function blockFromPost(
  db: Db,
  viewer: AuthUser,
  input: { id: number; user_ids: number[] },
): Promise<EngagedMember[]> {
  const engaged = await listEngaged(db, viewer, input);
  const allowed = new Set(engaged.map((m) => m.id));
  const chosen = [...new Set(input.user_ids)];
  if (chosen.some((id) => !allowed.has(id)))
    throw new AppError(
      'BAD_REQUEST',
      'You can block only members who reacted to or replied to this post',
    );
  await db.transaction().execute((trx) => blockAll(trx, viewer, chosen));
  return listEngaged(db, viewer, input);
}
