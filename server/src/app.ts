import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';
import { openDatabase, type DbHandle } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { buildServer } from './http/server.ts';
import { createMailer } from './lib/mailer.ts';
import { ensureAdmin } from './features/auth/bootstrap.ts';
import { demoSignInText, seedDemo } from './seed/index.ts';
import { loggerOptions } from './lib/logger.ts';
import { createServices, type RunningServices } from './services.ts';
import { startJobRunner } from './lib/jobs.ts';
import { notificationEmailsTask } from './features/notifications/notification-emails.ts';
import { pushTask } from './features/push/push.service.ts';
import { newsletterTask } from './features/newsletter/newsletter-issues.service.ts';
import { eventRemindersTask } from './features/events/event-reminders.ts';
import { scheduledPostsTask } from './features/community/community-scheduled.ts';
import { coolDownTask, statementsTask } from './features/fair-process/decisions.service.ts';
import { publicOrigin } from './trpc/context.ts';

export interface RunningApp {
  app: FastifyInstance;
  handle: DbHandle;
  url: string;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// server/src/app.ts and the bundled server/dist/main.js sit at the same depth.
export const DEFAULT_CLIENT_DIST = path.resolve(here, '../../client/dist');

/** Opens the database, migrates it, bootstraps the admin and demo content, and starts listening. */
export async function startApp(
  env: Env,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<RunningApp> {
  const logger = options.logger ?? loggerOptions(env);
  let poolLog: (error: Error) => void = () => undefined;
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onPoolError: (error) => poolLog(error),
  });

  let services: RunningServices | undefined;
  // Background jobs start before the HTTP server exists; they log through it once it does.
  const jobLog = {
    info: (o: object, m: string) => poolLogger.info(o, m),
    warn: (o: object, m: string) => poolLogger.warn(o, m),
  };
  let poolLogger: { info(o: object, m: string): void; warn(o: object, m: string): void } = {
    info: () => undefined,
    warn: () => undefined,
  };
  try {
    const applied = await migrateToLatest(handle.db);
    const fresh = applied.includes('20261122T1500_users_sessions');
    services = await createServices(handle, jobLog, {
      jobs: true,
      backupDir: path.resolve(env.DATA_DIR, 'backups'),
      sessionCacheMs: env.SESSION_CACHE_MS,
    });

    const mailerLog = { info: () => undefined, warn: () => undefined } as {
      info(o: object, m: string): void;
      warn(o: object, m: string): void;
    };
    const mailer = createMailer(handle.db, {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      log: mailerLog,
      // A message may hold a usable reset link: its text is logged only while developing.
      logBodies: env.NODE_ENV !== 'production',
    });
    const app = await buildServer({
      deps: { db: handle.db, env, mailer, services: services.services },
      clientDist: env.CLIENT_DIST ?? DEFAULT_CLIENT_DIST,
      logger,
    });
    mailerLog.info = (o, m) => app.log.info(o, m);
    mailerLog.warn = (o, m) => app.log.warn(o, m);
    poolLog = (error) =>
      app.log.warn({ err: error }, 'database connection lost; will reconnect on next query');
    poolLogger = app.log;

    if (applied.length)
      app.log.info(
        { migrations: applied },
        `applied ${applied.length} migration(s) (${handle.kind})`,
      );
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const result = await ensureAdmin(handle.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      if (result === 'created')
        app.log.info({ email: env.ADMIN_EMAIL }, 'created admin user from ADMIN_EMAIL');
    }
    const seed = env.SEED_DEMO ?? handle.kind === 'pglite';
    if (fresh && seed) {
      // A deployment with its own admin gets no demo admin beside it.
      const { signIn, ...report } = await seedDemo(handle.db, {
        admin: !env.ADMIN_EMAIL,
        dataDir: env.DATA_DIR,
      });
      app.log.info(report, 'loaded demo content into the new database');
      const text = demoSignInText(signIn);
      if (text) app.log.info(text);
    }

    const address = await app.listen({ port: env.PORT, host: env.HOST });
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    const jobs = startJobRunner(
      handle.db,
      [
        scheduledPostsTask(handle.db, { tickMs: env.JOB_TICK_MS }),
        // Reminders first: their emails go out in the same tick.
        eventRemindersTask(handle.db),
        notificationEmailsTask(handle.db, mailer, {
          origin: publicOrigin(env),
          tickMs: env.JOB_TICK_MS,
        }),
        // Push services want a contact for the sender: the address our mail comes from.
        pushTask(handle.db, {
          vapidSubject: `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM}`,
          tickMs: env.JOB_TICK_MS,
        }),
        newsletterTask(handle.db, mailer, { origin: publicOrigin(env), tickMs: env.JOB_TICK_MS }),
        statementsTask(handle.db, mailer, { origin: publicOrigin(env), tickMs: env.JOB_TICK_MS }),
        coolDownTask(handle.db, { muteAfter: env.MUTE_AFTER_DECISIONS, tickMs: env.JOB_TICK_MS }),
      ],
      { tickMs: env.JOB_TICK_MS, log: app.log },
    );
    return {
      app,
      handle,
      url,
      async close() {
        // Live chat streams never finish by themselves; end them so the close can complete.
        services?.services.live?.endStreams();
        // A job's run in progress finishes (it uses the mailer and the database closed below).
        await jobs.stop();
        await app.close();
        mailer.close();
        await services?.close();
        await handle.close();
      },
    };
  } catch (error) {
    await services?.close();
    await handle.close();
    throw error;
  }
}
