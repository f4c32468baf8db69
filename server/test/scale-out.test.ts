// Scale-out (issue 10): two server processes behind nginx on one PostgreSQL. Sessions, live chat,
// rate limits and uploads live in the database, so either process serves any request.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { freePort } from './pg-server.ts';
import { startServerProcess, subscribeChat, type ServerProcess } from './process.ts';

const LOGIN_FAILURES_PER_EMAIL = 4;
const REGISTRATIONS_PER_IP = 4;

function findNginx(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error('nginx not found: install it with `apt-get install -y nginx-light`');
}

interface Nginx {
  /** Balanced over both processes. */
  both: number;
  /** Pinned to process A or B, so a check can choose where a request lands. */
  a: number;
  b: number;
  /** The upstream of every request nginx passed on, in order. */
  upstreams(): string[];
  stop(): Promise<void>;
}

async function startNginx(a: string, b: string): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hercircle-nginx-'));
  const [both, pinA, pinB] = [await freePort(), await freePort(), await freePort()];
  const host = (url: string) => new URL(url).host;
  const location = (upstream: string) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Live chat is a server-sent event stream: pass each event on at once, keep it open.
      proxy_buffering off;
      proxy_read_timeout 1h;
    }`;
  const conf = `
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format upstream '$upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;
  client_body_buffer_size 10m;
  upstream both { server ${host(a)}; server ${host(b)}; keepalive 8; }
  upstream only_a { server ${host(a)}; keepalive 8; }
  upstream only_b { server ${host(b)}; keepalive 8; }
  server { listen 127.0.0.1:${both}; ${location('both')} }
  server { listen 127.0.0.1:${pinA}; ${location('only_a')} }
  server { listen 127.0.0.1:${pinB}; ${location('only_b')} }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  // One process, no workers: nothing switches to another user, so the temp folder stays ours.
  const child: ChildProcess = spawn(
    findNginx(),
    ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output}`);
    const up = await request(both, 'GET', '/api/v1/health').catch(() => undefined);
    if (up?.status === 200) {
      return {
        both,
        a: pinA,
        b: pinB,
        upstreams: () =>
          fs.readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
        stop,
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not start: ${output}`);
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  json(): { data: Record<string, unknown>; code?: string };
}

/**
 * One HTTP request to nginx on 127.0.0.1. `from` picks the client's source address (any of
 * 127.0.0.0/8 works on loopback), so per-IP limits can tell two clients apart.
 */
function request(
  port: number,
  method: string,
  url: string,
  options: {
    json?: object;
    token?: string;
    from?: string;
    body?: Buffer;
    type?: string;
    headers?: http.OutgoingHttpHeaders;
  } = {},
): Promise<Reply> {
  const body = options.json ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const headers: http.OutgoingHttpHeaders = { ...options.headers };
  if (body) {
    headers['content-type'] = options.json ? 'application/json' : options.type;
    headers['content-length'] = body.length;
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes,
            json: () => JSON.parse(bytes.toString()) as ReturnType<Reply['json']>,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let processes: ServerProcess[] = [];
let nginx: Nginx | undefined;

beforeAll(async () => {
  const db = await createTestDatabase();
  await db.close();
  const env = {
    // One proxy (nginx) in front: the client is the address nginx saw, whatever the client claims.
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGIN_PER_EMAIL: String(LOGIN_FAILURES_PER_EMAIL),
    RATE_LIMIT_REGISTER_PER_IP: String(REGISTRATIONS_PER_IP),
  };
  // Keep whichever started, so afterAll stops it even when the other failed.
  const started = await Promise.allSettled([
    startServerProcess(db.url, { env }),
    startServerProcess(db.url, { env }),
  ]);
  processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
  const [a, b] = processes.map((p) => p.url) as [string, string];
  nginx = await startNginx(a, b);
}, 90_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(processes.map((p) => p.stop()));
});

async function register(
  port: number,
  email: string,
  from?: string,
  headers?: http.OutgoingHttpHeaders,
): Promise<Reply> {
  return request(port, 'POST', '/api/v1/auth/register', {
    from,
    headers,
    json: { email, password: 'scale-out-password', first_name: 'Nia', last_name: 'Node' },
  });
}

async function login(port: number, email: string, password = 'scale-out-password') {
  return request(port, 'POST', '/api/v1/auth/login', { json: { email, password } });
}

let members = 0;

/** A signed-in member, registered from an address of her own so no per-IP limit is touched. */
async function member(email: string): Promise<{ id: number; token: string }> {
  members += 1;
  expect((await register(nginx!.a, email, `127.0.1.${members}`)).status).toBe(201);
  const res = await login(nginx!.a, email);
  expect(res.status).toBe(200);
  const data = res.json().data as { token: string; user: { id: number } };
  return { id: data.user.id, token: data.token };
}

describe('two server processes behind nginx', () => {
  it('nginx spreads requests over both processes', async () => {
    for (let i = 0; i < 6; i++)
      expect((await request(nginx!.both, 'GET', '/api/v1/health')).status).toBe(200);
    const [a, b] = processes.map((p) => new URL(p.url).host);
    const used = new Set(nginx!.upstreams().slice(-6));
    expect(used).toEqual(new Set([a, b]));
  });

  it('a session made on one process works on the other, and a logout on the other ends it', async () => {
    const { id, token } = await member('session@example.com');
    const onB = await request(nginx!.b, 'GET', `/api/v1/users/${id}/profile`, { token });
    expect(onB.status).toBe(200);
    // The email is shown to the member herself only: B knows whose session this is.
    expect(onB.json().data.user).toMatchObject({ id, email: 'session@example.com' });

    expect((await request(nginx!.b, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    const afterLogout = await request(nginx!.a, 'GET', `/api/v1/users/${id}/profile`, { token });
    expect(afterLogout.status).toBe(401);
  });

  it('a chat message sent through one process arrives live on a stream open on the other, through nginx', async () => {
    const sender = await member('sender@example.com');
    const reader = await member('reader@example.com');
    const stream = await subscribeChat(`http://127.0.0.1:${nginx!.b}`, reader.token);
    const sentAt = Date.now();
    const sent = await request(nginx!.a, 'POST', '/api/v1/chat/send', {
      token: sender.token,
      json: { conversation_id: 1, content: 'hello across processes' },
    });
    expect(sent.status).toBe(201);
    const deadline = Date.now() + 3000;
    while (stream.received.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await stream.close();
    expect(stream.received.map((r) => r.content)).toEqual(['hello across processes']);
    expect(stream.received[0]!.at - sentAt).toBeLessThan(1000);
  });

  it('failed logins for one email are counted across both processes', async () => {
    await member('guarded@example.com');
    const ports = [nginx!.a, nginx!.b];
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i++) {
      const res = await login(ports[i % 2]!, 'guarded@example.com', 'wrong-password');
      expect(res.status).toBe(401);
    }
    // The next attempt is refused on either process, even with the right password.
    for (const port of ports) {
      const res = await login(port, 'guarded@example.com');
      expect(res.status).toBe(429);
      expect(res.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('per-IP limits count the client nginx saw, across both processes', async () => {
    const ports = [nginx!.a, nginx!.b];
    for (let i = 0; i < REGISTRATIONS_PER_IP; i++) {
      const res = await register(ports[i % 2]!, `ip-${i}@example.com`, '127.0.0.2');
      expect(res.status).toBe(201);
    }
    for (const port of ports) {
      const res = await register(port, `ip-late-${port}@example.com`, '127.0.0.2');
      expect(res.status).toBe(429);
      // Claiming another address in X-Forwarded-For does not buy a new allowance.
      const spoofed = await register(port, `ip-spoof-${port}@example.com`, '127.0.0.2', {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(spoofed.status).toBe(429);
    }
    // Another client behind the same nginx still has its own allowance.
    expect((await register(nginx!.both, 'other-client@example.com', '127.0.0.3')).status).toBe(201);
  });

  it('a picture uploaded through one process is served by the other', async () => {
    const { id, token } = await member('picture@example.com');
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const boundary = '----scale-out-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await request(nginx!.a, 'POST', `/api/v1/users/${id}/upload-profile-picture`, {
      token,
      body,
      type: `multipart/form-data; boundary=${boundary}`,
    });
    expect(uploaded.status).toBe(200);
    const url = (uploaded.json().data.user as { profile_picture: string }).profile_picture;
    const fromA = await request(nginx!.a, 'GET', url);
    const fromB = await request(nginx!.b, 'GET', url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers['content-type']).toMatch(/^image\//);
    expect(fromB.bytes.length).toBeGreaterThan(0);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
  });
});
