import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { generateToken } from '../../auth/tokens.ts';
import { announceAccountChange } from '../../auth/sessions.queries.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import { checkPassword } from './password-check.ts';
import * as q from './security.queries.ts';

/** How long the browser has to answer a ceremony (WebAuthn's own timeout is a minute). */
const CEREMONY_MINUTES = 5;
const RP_NAME = 'HerCircle';

/** The relying party is the site as PUBLIC_URL names it: its host, and its origin. */
function relyingParty(origin: string): { rpID: string; origin: string } {
  return { rpID: new URL(origin).hostname, origin };
}

/**
 * The handle her authenticator keeps for her account: derived from her id, so the same
 * authenticator asked again replaces its passkey for her instead of adding a second.
 */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`hercircle-user:${userId}`).digest());
}

function transportsOf(stored: string | null): AuthenticatorTransport[] | undefined {
  return stored ? (stored.split(',') as AuthenticatorTransport[]) : undefined;
}

function toPasskey(row: {
  id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

async function remember(db: Kysely<Database>, userId: number | null, challenge: string) {
  const id = generateToken();
  await q.insertWebauthnChallenge(db, {
    id,
    user_id: userId,
    challenge,
    expires_at: new Date(Date.now() + CEREMONY_MINUTES * 60_000),
  });
  return id;
}

const CEREMONY_GONE = 'This passkey request has expired. Please try again';
const NOT_ACCEPTED = 'That passkey was not accepted';

export async function listPasskeys(db: Kysely<Database>, userId: number) {
  const passkeys = (await q.listPasskeys(db, userId)).map(toPasskey);
  return { passkeys, total: passkeys.length };
}

/** Options to create a passkey for her account (a discoverable one: sign-in needs no email). */
export async function registrationOptions(
  db: Kysely<Database>,
  origin: string,
  user: { id: number; email: string; first_name: string; last_name: string },
) {
  const existing = await q.listPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(origin).rpID,
    userName: user.email,
    userID: userHandle(user.id),
    userDisplayName: `${user.first_name} ${user.last_name}`,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id,
      transports: transportsOf(p.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  // Spread into a plain object: the shared schema sends WebAuthn's options as a JSON record.
  return { challenge_id: await remember(db, user.id, options.challenge), options: { ...options } };
}

export async function addPasskey(
  db: Kysely<Database>,
  origin: string,
  userId: number,
  input: { challenge_id: string; name: string; response: Record<string, unknown> },
): Promise<{ passkey: Passkey }> {
  const challenge = await q.takeWebauthnChallenge(db, input.challenge_id);
  if (!challenge || challenge.user_id !== userId) throw new AppError('BAD_REQUEST', CEREMONY_GONE);
  const rp = relyingParty(origin);
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw new AppError('BAD_REQUEST', NOT_ACCEPTED);
  const { credential } = verification.registrationInfo;
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await q.insertPasskey(trx, {
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports?.join(',') ?? null,
      name: input.name,
    });
    if (inserted) await announceAccountChange(trx, userId);
    return inserted;
  });
  if (!row) throw new AppError('CONFLICT', 'This passkey is already added');
  // Other processes hear the notice when it commits; this one forgets her lookups now.
  forgetUser(userId);
  return { passkey: toPasskey(row) };
}

/** Options to sign in with a passkey, for anyone: the browser offers the passkeys it holds. */
export async function signInOptions(db: Kysely<Database>, origin: string) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(origin).rpID,
    userVerification: 'preferred',
  });
  return { challenge_id: await remember(db, null, options.challenge), options: { ...options } };
}

/**
 * Checks a passkey's answer to a ceremony's challenge; answers whose passkey it is. Used to sign
 * in, and to confirm it is her before removing a passkey.
 */
export async function verifyPasskey(
  db: Kysely<Database>,
  origin: string,
  input: { challenge_id: string; response: Record<string, unknown> },
): Promise<{ userId: number; active: boolean }> {
  const challenge = await q.takeWebauthnChallenge(db, input.challenge_id);
  if (!challenge || challenge.user_id !== null) throw new AppError('UNAUTHORIZED', CEREMONY_GONE);
  const response = input.response as unknown as AuthenticationResponseJSON;
  const stored =
    typeof response.id === 'string' ? await q.findPasskeyByCredential(db, response.id) : undefined;
  if (!stored) throw new AppError('UNAUTHORIZED', NOT_ACCEPTED);
  const rp = relyingParty(origin);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: response.id,
      publicKey: new Uint8Array(stored.public_key),
      counter: stored.counter,
      transports: transportsOf(stored.transports),
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false, authenticationInfo: undefined }));
  if (!verification.verified || !verification.authenticationInfo)
    throw new AppError('UNAUTHORIZED', NOT_ACCEPTED);
  await q.markPasskeyUsed(db, stored.id, verification.authenticationInfo.newCounter);
  return { userId: stored.user_id, active: stored.status === 'active' };
}

/**
 * Removes one of her passkeys, once she has shown it is her again: her password, or a passkey of
 * hers (a borrowed, still signed-in device cannot take away how she signs in).
 */
export async function removePasskey(
  db: Kysely<Database>,
  origin: string,
  userId: number,
  input: {
    id: number;
    password?: string;
    passkey?: { challenge_id: string; response: Record<string, unknown> };
  },
): Promise<void> {
  if (input.passkey) {
    const check = await verifyPasskey(db, origin, input.passkey);
    if (check.userId !== userId) throw new AppError('BAD_REQUEST', NOT_ACCEPTED);
  } else await checkPassword(db, userId, input.password ?? '');
  const passkeyId = input.id;
  const removed = await db.transaction().execute(async (trx) => {
    const gone = await q.deletePasskey(trx, userId, passkeyId);
    if (gone) await announceAccountChange(trx, userId);
    return gone;
  });
  if (!removed) throw new AppError('NOT_FOUND', 'No such passkey');
  forgetUser(userId);
}
