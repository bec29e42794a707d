import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { startOrderSweeper } from './orders/expire-orders';
import { ensureDataset } from './setup/ensure-dataset';

/** `node api/dist/server.js`: opens the database, builds or reuses the dataset, serves the API. */
async function main() {
  const config = loadConfig();
  const started = performance.now();
  const log = (m: string) => console.log(`[api] ${m}`);
  log(config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: embedded PGlite at ${config.dataDir}`);
  if (config.production && !process.env.AXLEBAY_PAYMENT_SECRET) log('warning: AXLEBAY_PAYMENT_SECRET is not set: payment tokens and signatures last only as long as this process');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { reused, info } = await ensureDataset(database, config, log);
  if (reused) log(`reusing the ${info.size} dataset (${info.catalog.items.toLocaleString('en-US')} items)`);
  const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL || 'info' } });
  await app.listen({ port: config.port, host: config.host });
  log(`ready in ${((performance.now() - started) / 1000).toFixed(2)} s: ${config.publicUrl}`);
  // Unpaid orders past their time give their stock back (orders/expire-orders.ts), every minute.
  const stopSweeper = startOrderSweeper(database, (error) => app.log.error({ err: error }, 'order sweep failed'));

  const stop = async () => {
    await stopSweeper();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
