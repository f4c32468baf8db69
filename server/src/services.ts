import type { DbHandle } from './db/index.ts';
import type { AppServices } from './trpc/context.ts';
import { createLiveHub, type LiveHub } from './live/hub.ts';
import { createSessionCache, listenForSessionChanges } from './auth/session-cache.ts';
import { SESSION_RENEW_WITHIN_MS } from './auth/sessions.ts';
import { getSettings } from './features/admin/settings.ts';
import { purgeDeletedAccounts, pruneExpiredData } from './features/account/account.service.ts';
import { backupIfDue } from './features/admin/backups.ts';

export interface RunningServices {
  services: AppServices;
  close(): Promise<void>;
}

interface ServiceLog {
  warn(o: object, m: string): void;
  info?(o: object, m: string): void;
}

const HOUR = 3_600_000;

/** Process-wide services: the live push channel, site settings, and (in the server) background jobs. */
export async function createServices(
  handle: DbHandle,
  log?: ServiceLog,
  options: { jobs?: boolean; backupDir?: string; sessionCacheMs?: number } = {},
): Promise<RunningServices> {
  // Recent session lookups, forgotten when the database announces a change (none kept by default).
  const sessions = createSessionCache({
    ttlMs: options.sessionCacheMs ?? 0,
    renewWithinMs: SESSION_RENEW_WITHIN_MS,
  });
  const stopSessions = options.sessionCacheMs
    ? await listenForSessionChanges(handle, sessions, log ?? { warn: () => undefined })
    : async () => undefined;
  let live: LiveHub;
  try {
    live = await createLiveHub(handle, log);
  } catch (error) {
    await stopSessions();
    sessions.dispose();
    throw error;
  }
  const timers: NodeJS.Timeout[] = [];
  if (options.jobs) {
    // Accounts 30 days past their deletion request are erased; checked every hour and soon after start.
    const purge = () =>
      purgeDeletedAccounts(handle.db)
        .then((n) => (n ? log?.info?.({ accounts: n }, 'purged deleted accounts') : undefined))
        .catch((error: unknown) => log?.warn({ err: error }, 'purge job failed'));
    timers.push(setInterval(purge, HOUR), setTimeout(purge, 10_000));
    // Old mail, expired reset links, rate limit windows and sessions; every 15 minutes, so a reset
    // link's text outlives the link by at most that. Safe when several processes run it at once.
    const prune = () =>
      pruneExpiredData(handle.db)
        .then((n) =>
          n.outbox.deleted + n.outbox.redacted + n.rateLimits
            ? log?.info?.(n, 'pruned expired personal data')
            : undefined,
        )
        .catch((error: unknown) => log?.warn({ err: error }, 'pruning job failed'));
    timers.push(setInterval(prune, HOUR / 4), setTimeout(prune, 20_000));
    // Backups follow the admin setting (daily, weekly, monthly); checked every hour.
    if (options.backupDir) {
      const dir = options.backupDir;
      const backup = () =>
        backupIfDue(handle, dir)
          .then((file) => (file ? log?.info?.({ file }, 'database backed up') : undefined))
          .catch((error: unknown) => log?.warn({ err: error }, 'backup job failed'));
      timers.push(setInterval(backup, HOUR), setTimeout(backup, 60_000));
    }
    timers.forEach((t) => t.unref());
  }
  return {
    services: { live, sessions, settings: { get: () => getSettings(handle.db) } },
    async close() {
      timers.forEach((t) => clearTimeout(t));
      await live.close();
      await stopSessions();
      sessions.dispose();
    },
  };
}
