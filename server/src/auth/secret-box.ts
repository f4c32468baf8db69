import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { accountSecretsKey } from './secret-box.queries.ts';

/**
 * Secrets the server must read back (an authenticator app's TOTP secret) are stored encrypted with
 * AES-256-GCM under the `account_secrets` key, made once by migration 20261128T1100: a copy of the
 * table alone (a leaked backup without the keys) holds nothing usable. Secrets it only compares
 * (recovery codes, emailed codes, tokens) are hashed instead (auth/tokens.ts).
 */
async function key(db: Kysely<Database>): Promise<Buffer> {
  // The stored secret is 32 random bytes already; hashing gives exactly the 32 AES-256 wants.
  return createHash('sha256')
    .update(await accountSecretsKey(db))
    .digest();
}

export async function seal(db: Kysely<Database>, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export async function open(db: Kysely<Database>, sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', await key(db), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
