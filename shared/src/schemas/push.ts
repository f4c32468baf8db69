import { z } from 'zod';
import { id } from './common.ts';

/** The browser's PushSubscription.toJSON(), with her choice of what a push may say. */
export const pushSubscribeInput = z.object({
  // Browsers' push services are all https; anything else is not one (and never fetched).
  endpoint: z
    .string()
    .max(2000)
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', {
      message: 'The push endpoint must be an https address',
    }),
  keys: z.object({
    // A P-256 public key (65 bytes) and a 16-byte secret, in base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'Not a push subscription key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, 'Not a push subscription secret'),
  }),
  previews: z.boolean().default(false),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeInput>;

export const pushSubscription = z.object({
  id: z.number().int(),
  /** Whether pushes to this browser say who and what ("Amara replied to your post"). */
  previews: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  created_at: z.string(),
  /** Made in the session of this request (this browser). */
  current: z.boolean(),
});
export type PushSubscription = z.infer<typeof pushSubscription>;

export const updatePushSubscriptionInput = z.object({ id, previews: z.boolean() });

/** What the service worker shows. Neutral unless she chose previews for that browser. */
export const PUSH_NEUTRAL = {
  title: 'New notification',
  body: 'You have a new notification',
  url: '/notifications',
} as const;
