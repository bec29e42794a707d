import cluster from 'node:cluster';
import { buildApp } from './app';
import { relayItemChangesInCluster } from './catalog/items/item-changes';
import { loadConfig, type ApiConfig } from './config/config';
import { openDatabase } from './db/client';
import { startOrderSweeper } from './orders/expire-orders';
import { ensureDataset } from './setup/ensure-dataset';
import { startTrackingPruner } from './tracking/prune';

const log = (m: string) => console.log(`[api] ${m}`);

/**
 * `node api/dist/server.js`: opens the database, builds or reuses the dataset, serves the API.
 * With AXLEBAY_API_PROCESSES=N (N > 1, PostgreSQL only) this process prepares the dataset and runs the
 * order sweeper, and N workers (Node cluster) serve the port together; a worker that dies is replaced.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config);
  const started = performance.now();
  log(config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: embedded PGlite at ${config.dataDir}`);
  if (config.production && !process.env.AXLEBAY_PAYMENT_SECRET) log('warning: AXLEBAY_PAYMENT_SECRET is not set: payment tokens and signatures last only as long as this process');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { reused, info } = await ensureDataset(database, config, log);
  if (reused) log(`reusing the ${info.size} dataset (${info.catalog.items.toLocaleString('en-US')} items)`);

  let closeServer: () => Promise<void>;
  let sweepLog: (error: unknown) => void;
  if (config.processes === 1) {
    const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL || 'info' } });
    await app.listen({ port: config.port, host: config.host });
    closeServer = () => app.close();
    sweepLog = (error) => app.log.error({ err: error }, 'order sweep failed');
  } else {
    relayItemChangesInCluster();
    closeServer = await startWorkers(config.processes);
    sweepLog = (error) => console.error(`[api] order sweep failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const processes = config.processes === 1 ? '' : ` (${config.processes} processes)`;
  log(`ready in ${((performance.now() - started) / 1000).toFixed(2)} s${processes}: ${config.publicUrl}`);
  // Unpaid orders past their time give their stock back (orders/expire-orders.ts), every minute.
  const stopSweeper = startOrderSweeper(database, sweepLog);
  // Tracking events past AXLEBAY_TRACKING_RETENTION_DAYS are deleted in chunks (tracking/prune.ts), hourly.
  const stopPruner = startTrackingPruner(database, config.trackingRetentionDays, (error) =>
    console.error(`[api] tracking pruning failed: ${error instanceof Error ? error.message : String(error)}`),
  );

  const stop = async () => {
    await stopSweeper();
    await stopPruner();
    await closeServer();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A worker of the cluster: its own database pool and app on the shared port; no dataset work, no sweeper. */
async function serve(config: ApiConfig) {
  relayItemChangesInCluster();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL || 'info' } });
  await app.listen({ port: config.port, host: config.host });
  process.send?.('listening');
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', () => undefined); // the primary decides when workers stop
}

/**
 * Forks `count` workers and resolves once all listen; answers how to stop them. A worker that dies
 * before listening fails the start (its cause is in its output); one that dies later is replaced.
 */
async function startWorkers(count: number): Promise<() => Promise<void>> {
  let stopping = false;
  const fork = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork();
      let listening = false;
      worker.once('message', (message) => {
        if (message !== 'listening') return;
        listening = true;
        resolve();
      });
      worker.once('exit', (code) => {
        if (stopping) return;
        if (!listening) return reject(new Error(`an API worker exited with code ${code} before listening`));
        log(`worker ${worker.process.pid} exited (${code}); starting another`);
        void fork().catch((error: Error) => log(error.message));
      });
    });
  await Promise.all(Array.from({ length: count }, fork));
  return async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((done) => {
            w.once('exit', () => done());
            w.kill('SIGTERM');
          }),
      ),
    );
  };
}

main().catch((error) => {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
