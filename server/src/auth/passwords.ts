import { hash, verify } from '@node-rs/argon2';
import { LIMITS } from '@hercircle/shared';

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane (about 50 ms on this hardware).
const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolated modules cannot read
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  if (password.length > LIMITS.passwordMax) throw new Error('Password too long to hash');
  return hash(password, OPTIONS);
}

/** A hash made once at start, verified against when the email is unknown, so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (password.length > LIMITS.passwordMax) return false;
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
