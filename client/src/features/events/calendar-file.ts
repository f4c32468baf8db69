import { notifications } from '../../lib/toasts.ts';
import { sessionStore } from '../../lib/session.ts';

/**
 * Saves GET /events/{id}.ics. Fetched with the member's token (a plain link would carry none), so
 * a going member's file holds the exact place and the online link. `failed` is what she is told if
 * it cannot be had, in her language (the file's own fields are the event's data).
 */
export async function downloadCalendarFile(id: number, failed: string): Promise<void> {
  const token = sessionStore.get()?.token;
  try {
    const res = await fetch(`/api/v1/events/${id}.ics`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) throw new Error(String(res.status));
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name ?? `event-${id}.ics`;
    a.click();
    URL.revokeObjectURL(url);
  } catch {
    notifications.show({ color: 'red', message: failed });
  }
}
