import type { QueryClient } from '@tanstack/react-query';
import type { ChatEvent, ChatMessage } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { dateFormat } from '../../lib/dates.ts';

type MessagesData = { messages: ChatMessage[] };

/** Applies a live event to the cached history of its conversation (the newest page). */
export function applyChatEvent(queryClient: QueryClient, event: ChatEvent): void {
  const key = trpc.chat.messages.queryKey({ conversationId: event.conversation_id });
  queryClient.setQueryData<MessagesData>(key, (data) => {
    if (!data) return data;
    if (event.type === 'deleted')
      return { messages: data.messages.filter((m) => m.id !== event.message_id) };
    if (event.type === 'updated')
      return {
        messages: data.messages.map((m) => (m.id === event.message.id ? event.message : m)),
      };
    return addMessage(data, event.message);
  });
}

export function addMessage(data: MessagesData, message: ChatMessage): MessagesData {
  if (data.messages.some((m) => m.id === message.id)) return data;
  return { messages: [...data.messages, message].sort((x, y) => x.id - y.id) };
}

/**
 * A message's time ("10:05 AM"): English as en-US, Spanish and Arabic as Intl writes them, in her
 * zone when one is given (useDates().zone), else the browser's.
 */
export function formatTime(iso: string, language = 'en', timeZone?: string): string {
  return dateFormat(language === 'en' ? 'en-US' : language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
