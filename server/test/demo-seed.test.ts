import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { startApp, type RunningApp } from '../src/app.ts';
import { generateDemoPassword } from '../src/seed/users.ts';
import { COMMON_PASSWORDS_TEXT } from '../src/auth/common-passwords.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-seed-'));
const running: RunningApp[] = [];

afterAll(async () => {
  for (const app of running) await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An empty database (not the migrated template): startApp sees a first start. */
async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `hc_seed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** A production server on a real PostgreSQL database, with its log lines kept. */
async function startProduction(vars: Record<string, string>) {
  const lines: string[] = [];
  const app = await startApp(
    loadEnv({
      NODE_ENV: 'production',
      DATABASE_URL: await emptyDatabase(),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ...vars,
    }),
    { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
  );
  running.push(app);
  return { app, log: () => lines.join('') };
}

async function login(url: string, email: string, password: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

async function demoUsers(app: RunningApp) {
  return app.handle.db
    .selectFrom('users')
    .select(['email', 'role'])
    .where('email', 'like', '%@hercircle.example')
    .execute();
}

describe('demo content on a PostgreSQL server (DATABASE_URL) in production', () => {
  it('loads none unless SEED_DEMO=true', async () => {
    const { app } = await startProduction({});
    expect(await demoUsers(app)).toEqual([]);
    const groups = await app.handle.db
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(groups.n)).toBe(0);
  });

  it('with ADMIN_EMAIL: no demo admin; members get a generated password printed once', async () => {
    const { app, log } = await startProduction({
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-owner-passphrase',
    });
    const users = await demoUsers(app);
    expect(users.length).toBe(8);
    expect(users.map((u) => u.email)).not.toContain('admin@hercircle.example');
    expect(users.every((u) => u.role === 'user')).toBe(true);
    expect(await login(app.url, 'owner@example.com', 'a-long-owner-passphrase')).toBe(200);

    expect(log()).not.toContain('admin@hercircle.example');
    const printed = /amara@hercircle\.example \/ ([a-z0-9-]+)/.exec(log());
    expect(printed).not.toBeNull();
    expect(await login(app.url, 'amara@hercircle.example', printed![1]!)).toBe(200);
    expect(await login(app.url, 'amara@hercircle.example', 'hercircle-demo')).toBe(401);
  });

  it('the production mailer without SMTP logs who, what and the links (its operator’s only way to them), never the body', async () => {
    const { app, log } = await startProduction({ SEED_DEMO: 'true' });
    const res = await fetch(`${app.url}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sofia@hercircle.example' }),
    });
    expect(res.status).toBe(200);
    const mail = await app.handle.db
      .selectFrom('outbox_emails')
      .select(['id', 'body_text'])
      .where('to_address', '=', 'sofia@hercircle.example')
      .executeTakeFirstOrThrow();
    const token = /token=([\w%-]+)/.exec(mail.body_text)![1]!;
    const line = log()
      .split('\n')
      .find((l) => l.includes('sofia@hercircle.example') && l.includes('outbox'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry).toMatchObject({
      to: 'sofia@hercircle.example',
      subject: 'Reset your HerCircle password',
      outbox_id: mail.id,
    });
    // No mail goes out: the link is in that one line, and the body nowhere.
    expect(entry.links).toEqual([expect.stringContaining(`reset-password?token=${token}`)]);
    expect(entry.text).toBeUndefined();
    expect(log().split(token).length).toBe(2);
    expect(log()).not.toContain('Someone asked to reset the password');
  });
});

describe('demo passwords', () => {
  it('are random, readable and not on the common-password list', () => {
    const common = new Set(COMMON_PASSWORDS_TEXT.split('\n'));
    const made = Array.from({ length: 50 }, generateDemoPassword);
    expect(new Set(made).size).toBe(50);
    for (const password of made) {
      expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(common.has(password)).toBe(false);
    }
  });
});
