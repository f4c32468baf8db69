import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { createHarness, signUp, type Harness } from './harness.ts';
import { backupIfDue, runBackup } from '../src/features/admin/backups.ts';
import type { DbHandle } from '../src/db/index.ts';

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
});
