import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// ---- Her devices (sessions) ----

/** Her live sessions, the most recently used first. */
export function listLiveSessions(db: Kysely<Database>, userId: number, signedInAfter: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'browser', 'os', 'created_at', 'last_active_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .where('created_at', '>', signedInAfter)
    .orderBy('last_active_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends one of her sessions by its public id; its (hashed) id when there was one. */
export async function deleteSessionByPublicId(
  db: Kysely<Database>,
  userId: number,
  publicId: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

// ---- Authenticator app (TOTP) and recovery codes ----

export function findTotp(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user_totp')
    .select(['secret', 'confirmed_at', 'last_time_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A new secret replaces an unconfirmed one; a confirmed one stays until she turns it off. */
export async function upsertPendingTotp(
  db: Kysely<Database>,
  userId: number,
  secret: string,
): Promise<boolean> {
  const row = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, created_at: new Date(), last_time_step: null })
        .where('user_totp.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function confirmTotp(
  db: Kysely<Database>,
  userId: number,
  timeStep: number,
): Promise<boolean> {
  const row = await db
    .updateTable('user_totp')
    .set({ confirmed_at: new Date(), last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a code's time step as used, unless that step (or a later one) already was: of two
 * sign-ins racing with one code, one wins.
 */
export async function takeTimeStep(
  db: Kysely<Database>,
  userId: number,
  timeStep: number,
): Promise<boolean> {
  const row = await db
    .updateTable('user_totp')
    .set({ last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteTotp(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Uses a recovery code once: true only for the call that marked it used. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  hash: string,
): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(
  db: Kysely<Database>,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- The second step of a password sign-in ----

export async function insertLoginChallenge(
  db: Kysely<Database>,
  challenge: { id: string; user_id: number; device_id: string | null; expires_at: Date },
): Promise<void> {
  await db.insertInto('login_challenges').values(challenge).execute();
}

export function findLoginChallenge(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('login_challenges')
    .select(['user_id', 'device_id', 'expires_at'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Ends a challenge: true only for the call that removed it (one sign-in per challenge). */
export async function takeLoginChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('login_challenges')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredChallenges(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<=', now).execute();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  await db.deleteFrom('email_sign_in_codes').where('expires_at', '<=', now).execute();
}

// ---- Emailed sign-in codes ----

/** Her one live code: a new one replaces the one before. */
export async function putEmailCode(
  db: Kysely<Database>,
  row: { user_id: number; code_hash: string; expires_at: Date },
): Promise<void> {
  await db
    .insertInto('email_sign_in_codes')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        code_hash: row.code_hash,
        expires_at: row.expires_at,
        created_at: new Date(),
      }),
    )
    .execute();
}

/** Takes her code if it is this one and alive: once, even when two tries race. */
export async function takeEmailCode(
  db: Kysely<Database>,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const row = await db
    .deleteFrom('email_sign_in_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---- Passkeys ----

export function listPasskeys(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'credential_id', 'transports', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
}

export function findPasskeyByCredential(db: Kysely<Database>, credentialId: string) {
  return db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .select([
      'passkeys.id',
      'passkeys.user_id',
      'passkeys.public_key',
      'passkeys.counter',
      'passkeys.transports',
      'users.status',
    ])
    .where('passkeys.credential_id', '=', credentialId)
    .executeTakeFirst();
}

export function insertPasskey(
  db: Kysely<Database>,
  passkey: {
    user_id: number;
    credential_id: string;
    public_key: Buffer;
    counter: number;
    transports: string | null;
    name: string;
  },
) {
  return db
    .insertInto('passkeys')
    .values(passkey)
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
}

export async function markPasskeyUsed(
  db: Kysely<Database>,
  id: number,
  counter: number,
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deletePasskey(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom('passkeys')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertWebauthnChallenge(
  db: Kysely<Database>,
  challenge: { id: string; user_id: number | null; challenge: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('webauthn_challenges').values(challenge).execute();
}

/** Takes a ceremony's challenge once: a second use of it finds nothing. */
export function takeWebauthnChallenge(db: Kysely<Database>, id: string) {
  return db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'challenge'])
    .executeTakeFirst();
}

export function findPasswordHash(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['password_hash', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

// ---- New-sign-in alerts ----

/** Records a sign-in; answers when she last signed in before it (null: this is her first). */
export async function markSignedIn(db: Kysely<Database>, userId: number): Promise<Date | null> {
  const row = await db
    .with('before', (w) =>
      w.selectFrom('users').select('last_sign_in_at').where('id', '=', userId).forUpdate(),
    )
    .updateTable('users')
    .set({ last_sign_in_at: new Date() })
    .from('before')
    .where('users.id', '=', userId)
    .returning('before.last_sign_in_at as previous')
    .executeTakeFirst();
  return row?.previous ?? null;
}

export function findSessionDevice(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['public_id', 'browser', 'os', 'created_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * The alert in her bell. Marked emailed at once: the alert's own email is sent with it, and the
 * notification emails must not send it a second time.
 */
export async function insertSignInNotification(
  db: Kysely<Database>,
  userId: number,
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      kind: 'new_sign_in',
      actor_id: null,
      target_type: 'account',
      target_id: userId,
      url: '/settings#devices',
      emailed_at: new Date(),
    })
    .execute();
}
