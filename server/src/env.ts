import { isIP } from 'node:net';
import { z } from 'zod';
import { isCommonPassword } from './auth/passwords.ts';

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

// Names proxy-addr (behind Fastify's trustProxy) knows for whole address ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address: false (none: the socket's peer is the client), a
 * hop count, or the proxies' addresses and CIDRs. `true` reads as 1 hop, the one proxy in front of
 * us: trusting every hop would let a client pick its address with X-Forwarded-For.
 */
const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected false, true, a hop count, or comma-separated proxy addresses or CIDRs (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines at a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(256, 'must be at most 256 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('HerCircle <no-reply@hercircle.local>'),
  /** Load demo content into a new database. Unset: only for the embedded database. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /**
   * Site admins must have two-step sign-in or a passkey before admin procedures answer them.
   * Unset: on in production (NODE_ENV=production). The demo admin of an embedded demo install is
   * exempt (auth/admin-second-factor.ts).
   */
  ADMIN_REQUIRE_2FA: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  TRUST_PROXY: trustProxyFromEnv,
  CLIENT_DIST: z.string().optional(),
  RATE_LIMIT_LOGIN_PER_EMAIL: intFromEnv(10),
  RATE_LIMIT_LOGIN_PER_IP: intFromEnv(100),
  RATE_LIMIT_REGISTER_PER_IP: intFromEnv(20),
  RATE_LIMIT_FORGOT_PER_EMAIL: intFromEnv(5),
  /** Standing moderation decisions in 30 days that mute a member from posting for 24 hours; 0: never. */
  MUTE_AFTER_DECISIONS: intFromEnv(3),
  /** Sign-in codes emailed to one address per hour (each replaces the one before). */
  RATE_LIMIT_EMAIL_CODE_PER_EMAIL: intFromEnv(5),
  RATE_LIMIT_RESET_PER_IP: intFromEnv(20),
  RATE_LIMIT_CHANGE_PASSWORD_PER_USER: intFromEnv(10),
  RATE_LIMIT_CHAT_PER_USER: intFromEnv(20),
  RATE_LIMIT_CONTACT_PER_IP: intFromEnv(5),
  RATE_LIMIT_POST_PER_USER: intFromEnv(10),
  RATE_LIMIT_REPORT_PER_USER: intFromEnv(20),
  /** Newsletter signups from one IP per hour (each mails a confirmation to the address given). */
  RATE_LIMIT_NEWSLETTER_PER_IP: intFromEnv(10),
  /** Stories one member submits per day (each waits in the admins' review queue). */
  RATE_LIMIT_STORY_PER_USER: intFromEnv(5),
  /** Groups one member creates per day (each is listed on the public pulse); site admins are not limited. */
  RATE_LIMIT_GROUP_PER_USER: intFromEnv(5),
  /** Calls one tRPC batch may hold; a larger batch is refused whole with 400. */
  TRPC_MAX_BATCH: intFromEnv(20),
  /** Live chat streams one session may hold open at once (one per browser tab). */
  LIVE_STREAMS_PER_SESSION: intFromEnv(5),
  /** Live chat streams one member may hold open at once over all her sessions, per server process. */
  LIVE_STREAMS_PER_MEMBER: intFromEnv(10),
  /**
   * How long a process may answer a session's requests from its last lookup of it (auth/
   * session-cache.ts), in ms; 0 looks every session up on every request. Ended sessions and changed
   * accounts are forgotten when the database announces them, whichever process changed them.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often each server process looks for due background jobs (notification emails). */
  JOB_TICK_MS: intFromEnv(30_000),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once at start; a bad value stops the process with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.ADMIN_PASSWORD && isCommonPassword(parsed.data.ADMIN_PASSWORD)) {
    throw new Error(
      'Invalid environment configuration:\n  ADMIN_PASSWORD: is one of the 10,000 most common passwords; choose another',
    );
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new Error(
      'Invalid environment configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set',
    );
  }
  return parsed.data;
}

/** Defaults for tests and tools: the same schema, no process environment. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests change accounts with SQL and expect the next call to see it at once.
    SESSION_CACHE_MS: '0',
    // Tests make many groups with one member; the limit's own test (community-limits) sets it.
    RATE_LIMIT_GROUP_PER_USER: '1000',
    ...overrides,
  });
}
