import { createHash, randomBytes } from 'node:crypto';

/** A random secret for bearer tokens and reset links: 32 bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
