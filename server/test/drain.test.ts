// While the server drains (SIGTERM: close() waits for requests in flight), a request that arrives on
// a kept-alive connection is refused with 503 in the API's own error body and headers, and the
// connection is closed so the client retries elsewhere.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  port = (h.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await h.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what the socket received into its responses (every one has a Content-Length). */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(end + 4, end + 4 + length);
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(end + 4 + length);
  }
  return responses;
}

describe('draining', () => {
  it('a request on a kept-alive connection during close answers 503 with our body', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    // The first request is in flight (its body still coming) when the server starts closing.
    const body = JSON.stringify({ email: 'drain@example.com', password: 'not-the-password' });
    const arrived = new Promise<void>((resolve) => h.app.server.once('request', () => resolve()));
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await arrived;
    const closing = h.app.close();
    socket.write(body.slice(5));
    socket.write(
      'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
    );
    await ended;
    await closing;

    const [first, second] = parseResponses(received);
    expect(first?.status).toBeLessThan(500);
    expect(second?.status).toBe(503);
    expect(second?.headers.connection).toBe('close');
    expect(second?.headers['content-type']).toMatch(/^application\/json/);
    expect(second?.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(second?.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(second?.body ?? '')).toEqual({
      message: expect.any(String),
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
