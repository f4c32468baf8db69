// Graceful shutdown on SIGTERM: the process ends cleanly (exit code 0) and promptly, even with a
// live chat stream open, and tells the stream it is over rather than leaving it hanging.
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { startServerProcess, subscribeChat } from './process.ts';

describe('SIGTERM', () => {
  it('closes open chat streams and exits with code 0 within seconds', async () => {
    const db = await createTestDatabase();
    await db.close();
    const server = await startServerProcess(db.url);
    try {
      const register = await fetch(`${server.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'leaving@example.com',
          password: 'leaving-password',
          first_name: 'Lou',
          last_name: 'Leaving',
        }),
      });
      expect(register.status).toBe(201);
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'leaving@example.com', password: 'leaving-password' }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const stream = await subscribeChat(server.url, token);

      const started = Date.now();
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      const code = await exited;
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      await stream.close();
    } finally {
      await server.stop();
    }
  });
});
