/**
 * Chat delivery to live subscribers: each member opens the chat.events stream over server-sent
 * events as the browser does, one member sends messages to the community room over REST, and each
 * subscriber's latency is the time from the send leaving the client to the message arriving on her
 * stream. Sends are spaced out so the figure is delivery, not a queue of sends.
 */
import { subscribeChat, type ChatSubscription } from '../../test/process.ts';
import type { Member } from './dataset.ts';

export interface DeliveryFigures {
  subscribers: number;
  messages: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function timeDelivery(
  url: string,
  members: Member[],
  options: { subscribers: number; messages: number; gapMs: number },
): Promise<DeliveryFigures> {
  const listeners = members.slice(0, options.subscribers);
  const sender = members[members.length - 1]!;
  const subscriptions: ChatSubscription[] = [];
  try {
    // A few at a time: 200 streams opened at once would measure the connection storm instead.
    for (let i = 0; i < listeners.length; i += 20)
      subscriptions.push(
        ...(await Promise.all(listeners.slice(i, i + 20).map((m) => subscribeChat(url, m.token)))),
      );
    const sentAt = new Map<string, number>();
    for (let i = 0; i < options.messages; i++) {
      const content = `Delivery check ${i} ${Date.now()}`;
      sentAt.set(content, Date.now());
      const res = await fetch(`${url}/api/v1/chat/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ conversation_id: 1, content }),
      });
      if (res.status !== 201) throw new Error(`chat send answered ${res.status}`);
      await new Promise((r) => setTimeout(r, options.gapMs));
    }
    // Stragglers get two seconds past the last send; what has not arrived by then counts as lost.
    await new Promise((r) => setTimeout(r, 2000));
    const latencies: number[] = [];
    for (const s of subscriptions)
      for (const { content, at } of s.received) {
        const sent = sentAt.get(content);
        if (sent !== undefined) latencies.push(at - sent);
      }
    latencies.sort((a, b) => a - b);
    return {
      subscribers: subscriptions.length,
      messages: options.messages,
      delivered: latencies.length,
      expected: subscriptions.length * options.messages,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
    };
  } finally {
    await Promise.all(subscriptions.map((s) => s.close()));
  }
}
