// Process entry: parse config, open and migrate the database, seed, serve; close cleanly on signals.
import { paths } from '@trajectory/contracts/paths';
import { buildApp } from './app';
import { ConfigError, loadConfig, paymentsMode } from './infra/config';
import { openDatabase } from './infra/db/client';
import { flushLog } from './infra/logger';
import { seed } from './infra/db/seed';
import { accessLinkModeMessage } from './domains/access/link-origin';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const seeded = await database.withStartupLock(async () => {
    await database.migrate();
    return seed(database.db, {
      adminUsername: config.ADMIN_USERNAME,
      adminPassword: config.ADMIN_PASSWORD,
      supportEmail: config.SUPPORT_EMAIL,
    });
  });

  const app = await buildApp({ config, database });
  if (seeded.createdAdmin?.generatedPassword) {
    // Printed once, on the start that creates the first admin; it is stored only as a hash.
    console.log(
      `\n  First admin created: username "${seeded.createdAdmin.username}", password "${seeded.createdAdmin.generatedPassword}"\n` +
        `  Sign in at ${paths.admin()} and change it; it will not be shown again.\n`,
    );
  }
  if (paymentsMode(config) === 'simulated') {
    app.log.warn('No payment provider keys are set: payments are SIMULATED (test mode, no real charges).');
  }

  app.log.info(accessLinkModeMessage(config));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
    } finally {
      await database.close();
    }
    // The production logger writes in batches: every line still buffered goes out before the exit.
    app.log.info('closed');
    await flushLog(app.log);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Trajectory is running at http://localhost:${config.PORT} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
