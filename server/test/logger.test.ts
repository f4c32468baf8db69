import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/lib/logger.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Logs one line through Fastify with the app's logger options in a child process; returns its stdout. */
function logOnce(format: string): string {
  const script = `
    import Fastify from 'fastify';
    import { loggerOptions } from './src/lib/logger.ts';
    const app = Fastify({ logger: loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: '${format}' }) });
    app.log.info({ path: '/trpc/x?connectionParams=secret' }, 'hello from the test');
    setTimeout(() => process.exit(0), 100);
  `;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: serverDir,
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

describe('development logs', () => {
  it('are JSON lines when stdout is not a terminal (LOG_FORMAT=auto)', () => {
    const line = logOnce('auto').trim();
    const parsed = JSON.parse(line) as { msg: string; level: number };
    expect(parsed.msg).toBe('hello from the test');
    expect(parsed.level).toBe(30);
  });

  it('are readable lines with LOG_FORMAT=pretty', () => {
    const out = logOnce('pretty');
    expect(out).toMatch(/INFO.*hello from the test/);
    expect(() => JSON.parse(out.trim())).toThrow();
  });

  it('never write a live stream token, however many times the query names it', () => {
    const options = loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }) as {
      serializers: { req(req: { method: string; url: string }): { url: string } };
    };
    const { url } = options.serializers.req({
      method: 'GET',
      url: '/trpc/chat.events?connectionParams=secret1&x=1&ConnectionParams=secret2',
    });
    expect(url).not.toMatch(/secret/);
  });

  it('never write the token of an emailed link (unsubscribe, reset, confirm)', () => {
    const options = loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }) as {
      serializers: { req(req: { method: string; url: string }): { url: string } };
    };
    for (const path of [
      '/api/v1/notifications/unsubscribe?token=12.secret',
      '/api/v1/newsletter/confirm?x=1&token=secret&y=2',
      '/api/v1/account/deletion/cancel?TOKEN=secret',
    ]) {
      const { url } = options.serializers.req({ method: 'GET', url: path });
      expect(url).not.toMatch(/secret/);
      expect(url).toMatch(/token=\[redacted\]/i);
    }
  });
});
