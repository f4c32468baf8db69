import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { LIMITS } from '@hercircle/shared';
import { AppError } from '../lib/app-error.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane (about 50 ms on this hardware).
const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolated modules cannot read
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time (and at most libuv's 4 threads). Each holds 19 MiB while it
 * runs; more at once than there are cores run no faster, and the memory of each stays with its
 * thread: under a burst of logins on 2 cores, 4 at once took the server's peak RSS from about 170
 * to 230 MB. The rest wait their turn, in order.
 */
export const HASH_SLOTS = Math.max(1, Math.min(4, os.availableParallelism()));
let running = 0;
const waiting: (() => void)[] = [];

async function oneOfSlots<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_SLOTS) running++;
  // A finishing hash hands its slot straight to the next in line.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  if (password.length > LIMITS.passwordMax) throw new Error('Password too long to hash');
  return oneOfSlots(() => hash(password, OPTIONS));
}

/** A hash made once at start, verified against when the email is unknown, so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (password.length > LIMITS.passwordMax) return false;
  if (!passwordHash) {
    dummyHash ??= oneOfSlots(() => hash('not-a-real-password', OPTIONS));
    const known = await dummyHash;
    await oneOfSlots(() => verify(known, password)).catch(() => false);
    return false;
  }
  try {
    return await oneOfSlots(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

const COMMON_PASSWORDS = new Set(COMMON_PASSWORDS_TEXT.split('\n'));
const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

/**
 * Refuses a new password from the list of the 10,000 most common (whatever its case), with the issue
 * on the form's field. A Set lookup: callers check it before spending a hash.
 */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION_ERROR', TOO_COMMON, {
      issues: [{ path: [field], message: TOO_COMMON }],
    });
}
