import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './index.ts';

describe('the embedded database', () => {
  it('runs with small shared buffers (its heap never shrinks) and keeps the rest of its settings', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-pglite-memory-'));
    const handle = await openDatabase({ dataDir: dir });
    try {
      const setting = async (name: string) =>
        (
          await sql<Record<string, string>>`select current_setting(${name}) as value`.execute(
            handle.db,
          )
        ).rows[0]?.value;
      expect(await setting('shared_buffers')).toBe('16MB');
      // Set by PGlite's own start parameters and by initdb's configuration file: both still apply.
      expect(await setting('max_parallel_workers_per_gather')).toBe('0');
      expect(await setting('TimeZone')).toBe('UTC');
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
