import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';

describe('environment', () => {
  it('uses the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RATE_LIMIT_LOGIN_PER_EMAIL).toBe(10);
    expect(env.RATE_LIMIT_LOGIN_PER_IP).toBe(100);
    expect(env.RATE_LIMIT_REGISTER_PER_IP).toBe(20);
    expect(env.RATE_LIMIT_FORGOT_PER_EMAIL).toBe(5);
    expect(env.RATE_LIMIT_CHAT_PER_USER).toBe(20);
    expect(env.RATE_LIMIT_NEWSLETTER_PER_IP).toBe(10);
    expect(env.RATE_LIMIT_STORY_PER_USER).toBe(5);
    expect(env.RATE_LIMIT_GROUP_PER_USER).toBe(5);
    expect(env.LIVE_STREAMS_PER_MEMBER).toBe(10);
  });

  it('reads PORT and DATABASE_URL', () => {
    const env = loadEnv({ PORT: '4123', DATABASE_URL: 'postgres://u@localhost/db' });
    expect(env.PORT).toBe(4123);
    expect(env.DATABASE_URL).toBe('postgres://u@localhost/db');
  });

  it('fails fast with a readable list of what is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      /Invalid environment configuration:\n {2}PORT: .*\n {2}DATABASE_URL: must be a postgres:\/\/ connection URL/,
    );
  });

  it('refuses an over-long or common ADMIN_PASSWORD before anything starts', () => {
    const base = { ADMIN_EMAIL: 'boss@example.com' };
    expect(() => loadEnv({ ...base, ADMIN_PASSWORD: 'x'.repeat(257) })).toThrowError(
      /ADMIN_PASSWORD: must be at most 256 characters/,
    );
    expect(() => loadEnv({ ...base, ADMIN_PASSWORD: 'Password123' })).toThrowError(
      /ADMIN_PASSWORD: is one of the 10,000 most common passwords/,
    );
    expect(loadEnv({ ...base, ADMIN_PASSWORD: 'a-long-owner-passphrase' }).ADMIN_PASSWORD).toBe(
      'a-long-owner-passphrase',
    );
  });

  it('requires ADMIN_PASSWORD with ADMIN_EMAIL', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'boss@example.com' })).toThrowError(
      /ADMIN_PASSWORD: required when ADMIN_EMAIL is set/,
    );
  });
});
