/** npm run db:migrate | db:seed — the same steps the server runs at start, on their own. */
import { loadEnv } from './env.ts';
import { openDatabase } from './db/index.ts';
import { migrateDown, migrateToLatest } from './db/migrate.ts';
import { demoSignInText, seedDemo } from './seed/index.ts';
import { purgeDeletedAccounts } from './features/account/account.service.ts';
import { runBackup } from './features/admin/backups.ts';
import path from 'node:path';

const command = process.argv[2];
const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  switch (command) {
    case 'migrate': {
      const applied = await migrateToLatest(handle.db);
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
      break;
    }
    case 'migrate:down': {
      const reverted = await migrateDown(handle.db);
      console.log(reverted.length ? `Reverted: ${reverted.join(', ')}` : 'Nothing to revert.');
      break;
    }
    case 'seed': {
      await migrateToLatest(handle.db);
      // Like the first start: a deployment with its own admin gets no demo admin.
      const { signIn, ...report } = await seedDemo(handle.db, {
        admin: !env.ADMIN_EMAIL,
        dataDir: env.DATA_DIR,
      });
      console.log('Demo content:', report);
      const text = demoSignInText(signIn);
      if (text) console.log(text);
      break;
    }
    case 'purge': {
      await migrateToLatest(handle.db);
      console.log(`Purged ${await purgeDeletedAccounts(handle.db)} account(s) past their 30 days.`);
      break;
    }
    case 'backup': {
      await migrateToLatest(handle.db);
      console.log(
        `Backup written to ${await runBackup(handle, path.resolve(env.DATA_DIR, 'backups'))}`,
      );
      break;
    }
    default:
      console.error('Usage: cli.ts migrate | migrate:down | seed | purge | backup');
      process.exitCode = 2;
  }
} finally {
  await handle.close();
}
