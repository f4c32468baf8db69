import type { Kysely } from 'kysely';
import type { ReplyPolicy } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { setPostReplyPolicy } from './shield.queries.ts';

export const REPLIES_OFF = 'The author turned replies off for this post';

/** A post whose author set "who may reply" to no one takes replies from nobody but her. */
export function assertRepliesOpen(post: { reply_policy: ReplyPolicy }, mine: boolean): void {
  if (post.reply_policy === 'nobody' && !mine) throw new AppError('FORBIDDEN', REPLIES_OFF);
}

/** A new post's "who may reply", in the transaction that stores it ('everyone' is the default). */
export async function applyReplyPolicy(
  trx: Kysely<Database>,
  postId: number,
  policy: ReplyPolicy | undefined,
): Promise<void> {
  if (policy !== undefined && policy !== 'everyone') await setPostReplyPolicy(trx, postId, policy);
}
