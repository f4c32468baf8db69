import fs from 'node:fs';
import { loadEnv } from './env.ts';
import { startApp } from './app.ts';

async function main(): Promise<void> {
  // A .env file in the working folder, if present, fills in variables not already set.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // React, which renders the pages (http/pages.ts), reads its mode from the process's
  // environment: unset, it would run its development build, several times slower.
  process.env.NODE_ENV ??= env.NODE_ENV;
  const running = await startApp(env);
  running.app.log.info(`HerCircle is serving ${running.url} (database: ${running.handle.kind})`);
  if (!env.PUBLIC_URL && env.DATABASE_URL)
    running.app.log.warn(
      `PUBLIC_URL is not set: links in emails point at http://localhost:${env.PORT}. Set it to the site's public address.`,
    );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Closing waits for every connection to end. Requests in flight finish normally, but their
    // keep-alive connections would then stay open for a long idle timeout: close each once it idles.
    const closeIdle = setInterval(() => running.app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      await running.close();
      process.exit(0);
    } catch (error) {
      running.app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('HerCircle failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
