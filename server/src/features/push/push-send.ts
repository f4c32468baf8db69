import webpush from 'web-push';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What the push service said: delivered, gone for good (delete it), or not now. */
export type PushResult = 'sent' | 'gone' | 'failed';

/** A push service that does not answer within this long is tried again at the next run. */
const TIMEOUT_MS = 10_000;
/** A phone that is off for a day gets no stale notification when it comes back. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Encrypts the payload for one browser (RFC 8291, aes128gcm) and signs the request (VAPID) with
 * web-push, then sends it with fetch: web-push builds the request, we own the transport (and its
 * timeout). 404 and 410 mean the browser dropped the subscription.
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: Vapid,
): Promise<PushResult> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
