import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { createHarness, signUp, type Harness } from './harness.ts';
import { backupIfDue, runBackup } from '../src/features/admin/backups.ts';
import { openDatabase, type DbHandle } from '../src/db/index.ts';

let handle: DbHandle & { url: string };
let h: Harness;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-backups-'));

beforeAll(async () => {
  handle = await createTestDatabase();
  h = await createHarness(handle);
});
afterAll(async () => {
  await h.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backups on PostgreSQL', () => {
  it('npm run db:backup writes a pg_dump that pg_restore can read, with the data in it', async () => {
    const member = await signUp(h, { first_name: 'Backed', last_name: 'Up' });
    const file = await runBackup(handle, dir);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    const listing = execFileSync('pg_restore', ['--list', file], { encoding: 'utf8' });
    expect(listing).toMatch(/TABLE DATA public users/);
    const sqlText = execFileSync('pg_restore', ['--data-only', '--table=users', '--file=-', file], {
      encoding: 'utf8',
    });
    expect(sqlText).toContain(member.email);
  });

  it('the job follows backupFrequency: nothing new until the interval has passed', async () => {
    expect(await backupIfDue(handle, dir)).toBeNull();
    const twoDays = new Date(Date.now() + 2 * 86_400_000);
    expect(await backupIfDue(handle, dir, twoDays)).toMatch(/\.dump$/);
    const caller = await h.caller((await signUp(h, { role: 'admin' })).token);
    await caller.admin.settings.update({
      ...(await caller.admin.settings.get()).settings,
      backupFrequency: 'weekly',
    });
    expect(await backupIfDue(handle, dir, new Date(Date.now() + 3 * 86_400_000))).toBeNull();
  });

  it('a backup run deletes the backups older than 30 days (an erased account must not outlive them)', async () => {
    const day = 86_400_000;
    const aged = (name: string, days: number) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, 'old dump');
      const when = new Date(Date.now() - days * day);
      fs.utimesSync(file, when, when);
      return file;
    };
    const expired = aged('hercircle-2026-01-01T00-00-00-000Z.dump', 31);
    const kept = aged('hercircle-2026-02-01T00-00-00-000Z.dump', 29);
    const fresh = await runBackup(handle, dir);
    expect(fs.existsSync(expired)).toBe(false);
    expect(fs.existsSync(kept)).toBe(true);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it('pg_dump gets the password through PGPASSWORD, not on its command line (visible in ps)', async () => {
    // A pg_dump in front of the real one that records what it was given. The test server trusts
    // every connection, so the password is accepted and ignored.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-pgdump-'));
    const realPgDump = execFileSync('sh', ['-c', 'command -v pg_dump'], {
      encoding: 'utf8',
    }).trim();
    fs.writeFileSync(
      path.join(bin, 'pg_dump'),
      `#!/bin/sh\nprintf '%s\\n' "$@" > "${bin}/argv"\nprintf '%s' "$PGPASSWORD" > "${bin}/password"\nexec "${realPgDump}" "$@"\n`,
      { mode: 0o755 },
    );
    const withPassword = new URL(handle.url);
    withPassword.password = 's3cret-pw';
    const secretHandle = await openDatabase({ databaseUrl: withPassword.toString() });
    const savedPath = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${savedPath}`;
    try {
      const file = await runBackup(secretHandle, dir);
      expect(fs.readFileSync(path.join(bin, 'argv'), 'utf8')).not.toContain('s3cret-pw');
      expect(fs.readFileSync(path.join(bin, 'password'), 'utf8')).toBe('s3cret-pw');
      expect(execFileSync('pg_restore', ['--list', file], { encoding: 'utf8' })).toMatch(
        /TABLE DATA public users/,
      );
    } finally {
      process.env.PATH = savedPath;
      await secretHandle.close();
      fs.rmSync(bin, { recursive: true, force: true });
    }
  });

  it('two server processes due at the same moment make one backup, not two', async () => {
    const caller = await h.caller((await signUp(h, { role: 'admin' })).token);
    await caller.admin.settings.update({
      ...(await caller.admin.settings.get()).settings,
      backupFrequency: 'daily',
    });
    await handle.db
      .updateTable('backups')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .execute();
    const second = await openDatabase({ databaseUrl: handle.url });
    try {
      const before = (await handle.db.selectFrom('backups').select('id').execute()).length;
      const runs = await Promise.all([backupIfDue(handle, dir), backupIfDue(second, dir)]);
      expect(runs.filter((file) => file !== null)).toHaveLength(1);
      const after = (await handle.db.selectFrom('backups').select('id').execute()).length;
      expect(after - before).toBe(1);
    } finally {
      await second.close();
    }
  });
});
