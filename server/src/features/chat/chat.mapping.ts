import type { ChatMessage } from '@hercircle/shared';
import { pictureUrl } from '../../lib/media-url.ts';
import type { findMessage } from './chat.queries.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

export function toChatMessage(row: Row): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    content: row.content,
    message_type: row.message_type,
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    hidden: row.hidden_at !== null,
    sender: {
      id: row.sender_id,
      first_name: row.first_name,
      last_name: row.last_name,
      profile_picture: pictureUrl(row.profile_picture_id),
    },
    // Marked per reader by the shield's markMuted.
    muted: false,
  };
}
