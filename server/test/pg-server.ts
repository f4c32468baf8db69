/**
 * A throwaway PostgreSQL server for tests: Debian's server binaries, a temp folder, loopback only,
 * fsync off. As root it runs as the `postgres` system user (initdb refuses root).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type ShutdownMode = 'smart' | 'fast' | 'immediate';

export interface TestPostgres {
  /** Connection URL for a database on this server. */
  url(database: string): string;
  /** Shuts the server down (fast mode: clients are disconnected) and keeps its data. */
  pause(): void;
  /** Starts it again after pause(), on the same port and data. */
  resume(): void;
  /**
   * Like pause() in any mode, without blocking the event loop (load can go on meanwhile). Smart mode
   * waits for every client to disconnect: it rejects if that takes more than `timeoutSeconds`.
   */
  shutdown(mode: ShutdownMode, timeoutSeconds?: number): Promise<void>;
  /** Like resume(), without blocking the event loop. */
  start(): Promise<void>;
  stop(): void;
}

export interface TestPostgresOptions {
  /**
   * Keep synchronous_commit on: with it off (the fast default) an immediate shutdown loses the last
   * acknowledged commits, which a test of acknowledged writes must not blame on the application.
   */
  durableCommits?: boolean;
}

function findBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && fs.existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  throw new Error(
    'PostgreSQL server binaries not found. Install them with `apt-get install -y postgresql` (npm test does this when it may), or set PG_BIN_DIR.',
  );
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function startTestPostgres(settings: TestPostgresOptions = {}): Promise<TestPostgres> {
  const bin = findBinDir();
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hercircle-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();

  const commandLine = (command: string, args: string[]): [string, string[]] => {
    const full = path.join(bin, command);
    return isRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  };
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...commandLine(command, args), { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const runAsync = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = commandLine(command, args);
      execFile(file, argv, { encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`${command} failed: ${stderr || stdout}`)) : resolve(),
      );
    });

  if (isRoot) {
    const exists = spawnSync('id', ['-u', 'postgres']).status === 0;
    if (!exists)
      execFileSync('useradd', [
        '--system',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ]);
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['-R', 'postgres', dir]);
  }
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    `-c synchronous_commit=${settings.durableCommits ? 'on' : 'off'}`,
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=128MB',
  ].join(' ');
  const startArgs = [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    'start',
  ];
  const start = () => run('pg_ctl', startArgs);
  start();
  let running = true;

  let stopped = false;
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pause() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    resume() {
      start();
      running = true;
    },
    async shutdown(mode, timeoutSeconds = 30) {
      await runAsync('pg_ctl', [
        '-D',
        dataDir,
        '-m',
        mode,
        '-w',
        '-t',
        String(timeoutSeconds),
        'stop',
      ]);
      running = false;
    },
    async start() {
      await runAsync('pg_ctl', startArgs);
      running = true;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
