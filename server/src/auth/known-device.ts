import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { knownDeviceKey } from './known-device.queries.ts';

/**
 * A browser a member has signed in from with her password keeps a known-device cookie: her id, a
 * random id for the browser, and the server's signature over both. Sign-ins that carry a valid one
 * for the account are counted on that browser's own limit, not on the per-email lock, so strangers
 * guessing her password cannot lock her out of a browser she uses (issue 30). It grants nothing
 * else: the password is still checked, and the cookie is no session.
 */
export const KNOWN_DEVICE_COOKIE = 'hc_device';
/** A year; renewed at each sign-in from the browser. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 86_400;

const PURPOSE = 'known-device';
const FORMAT = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, userId: number, deviceId: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${userId}:${deviceId}`)
    .digest('base64url');
}

/** The browser's id when `value` is a cookie this server signed for `userId`; otherwise null. */
export async function knownDeviceOf(
  db: Kysely<Database>,
  value: string | null,
  userId: number | undefined,
): Promise<string | null> {
  const match = value ? FORMAT.exec(value) : null;
  if (!match || userId === undefined || Number(match[1]) !== userId) return null;
  const deviceId = match[2]!;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(mac(await knownDeviceKey(db), userId, deviceId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The cookie's value for `userId` on a browser: its id kept when it has one, else a new one. */
export async function knownDeviceValue(
  db: Kysely<Database>,
  userId: number,
  deviceId: string | null,
): Promise<string> {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  return `${userId}.${id}.${mac(await knownDeviceKey(db), userId, id)}`;
}
