import { describe, expect, it, vi } from 'vitest';

// The hashing library, counting how many of its calls run at once.
const counts = vi.hoisted(() => ({ now: 0, most: 0, calls: 0 }));
vi.mock('@node-rs/argon2', () => {
  const track = async <T>(value: T) => {
    counts.calls++;
    counts.most = Math.max(counts.most, ++counts.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    counts.now--;
    return value;
  };
  return {
    hash: (password: string) => track(`hash:${password}`),
    verify: (hashed: string, password: string) => track(hashed === `hash:${password}`),
  };
});

const { HASH_SLOTS, hashPassword, verifyPassword } = await import('./passwords.ts');

describe('password hashing', () => {
  it('runs at most one hash per core at once, and every call gets its own answer', async () => {
    const passwords = Array.from({ length: 12 }, (_, i) => `correct horse ${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    expect(hashes).toEqual(passwords.map((p) => `hash:${p}`));
    const checks = await Promise.all([
      ...passwords.map((p, i) => verifyPassword(hashes[i]!, p)),
      verifyPassword(hashes[0]!, 'wrong'),
      verifyPassword(null, 'unknown email'),
    ]);
    expect(checks).toEqual([...passwords.map(() => true), false, false]);
    expect(counts.calls).toBe(12 + 12 + 1 + 2);
    expect(HASH_SLOTS).toBeGreaterThanOrEqual(1);
    expect(counts.most).toBe(Math.min(HASH_SLOTS, 12));
  });
});
