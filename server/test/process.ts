/** Real server processes (the same entry points as npm start): the e2e server, and tests that need several or restart one. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './pg-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const serverMain = path.join(root, 'server/src/main.ts');
const builtMain = path.join(root, 'server/dist/main.js');

export interface ProcessOptions {
  /** Run the esbuild bundle (what npm start runs) instead of the TypeScript source. */
  built?: boolean;
  /** A fixed port, e.g. to start a process again where the last one was. */
  port?: number;
  /** More environment variables (they win over the defaults here). */
  env?: Record<string, string>;
  /** Node flags for the built server (what `npm run serve` runs), e.g. the API benchmark's `--trace-gc`. */
  nodeFlags?: string[];
  /**
   * The host the site is known by (PUBLIC_URL, and the url answered here). `localhost` for passkey
   * journeys: WebAuthn refuses an IP address as the relying party.
   */
  host?: '127.0.0.1' | 'localhost';
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startServerProcess(
  databaseUrl: string,
  options: ProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const args = options.built
    ? [...(options.nodeFlags ?? []), builtMain]
    : ['--import', 'tsx', serverMain];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in emails point here (they never follow the request's Host).
      PUBLIC_URL: `http://${options.host ?? '127.0.0.1'}:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  let stopping = false;
  // A server that dies under a test (not stopped, not signalled by one) says why: its last output.
  child.once('exit', (code, signal) => {
    if (!stopping && signal === null && code !== 0)
      console.error(
        `server ${url} exited (${code ?? signal}); its last output:\n${output.slice(-4000)}`,
      );
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok)
        return { url, child, output: () => output, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not start: ${output}`);
}

export interface ChatSubscription {
  /** Contents of the `created` events received so far, with the time each arrived. */
  received: { content: string; at: number }[];
  /** The type of every event received, in order (`created`, `resync`, ...). */
  types: string[];
  close(): Promise<void>;
}

/** Subscribes to chat.events over server-sent events, as the browser does. */
export async function subscribeChat(url: string, token: string): Promise<ChatSubscription> {
  const controller = new AbortController();
  const params = encodeURIComponent(JSON.stringify({ token }));
  const res = await fetch(`${url}/trpc/chat.events?connectionParams=${params}`, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  });
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('text/event-stream'))
    throw new Error(`chat.events answered ${res.status} ${res.headers.get('content-type')}`);
  const received: ChatSubscription['received'] = [];
  const types: string[] = [];
  // tRPC writes `connected` once the procedure has opened the stream, and starts the event
  // generator (which subscribes to the hub) right after, with no I/O in between: once the line
  // is here, a message sent now is delivered. The line ends the wait; the stream ending does too.
  let isConnected = false;
  let connected: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const reading = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let index: number;
      while ((index = buffer.indexOf('\n\n')) >= 0) {
        const chunk = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (chunk.split('\n').includes('event: connected')) {
          isConnected = true;
          connected();
        }
        for (const line of chunk.split('\n')) {
          if (!line.startsWith('data: ')) continue;
          const data = JSON.parse(line.slice(6)) as {
            type?: string;
            message?: { content: string };
          };
          if (data.type) types.push(data.type);
          if (data.type === 'created' && data.message)
            received.push({ content: data.message.content, at: Date.now() });
        }
      }
    }
  })()
    .catch(() => undefined)
    .finally(connected);
  await ready;
  if (!isConnected) throw new Error('chat.events ended before it connected');
  return {
    received,
    types,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
