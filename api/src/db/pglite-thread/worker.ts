/**
 * The thread that owns the embedded PGlite database. PGlite runs PostgreSQL as WebAssembly on the
 * thread that calls it; kept here, a slow search or a bulk load no longer holds up the API's event
 * loop (health checks, other shoppers' requests). One PGlite connection: its own lock serialises
 * queries and transactions exactly as it did in process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { errorToWire, type QueryOptionsWire, type Ready, type Reply, type Request, type WorkerStart } from './messages';

const port = parentPort!;
const start = workerData as WorkerStart;

function queryOptions(options: QueryOptionsWire | undefined) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.textTypes ?? []).map((oid) => [oid, (value: string) => value]));
  return { rowMode: options.rowMode, parsers };
}

/** Open transactions by id: the statements sent for one run inside it until its `end`. */
const transactions = new Map<number, { tx: Transaction; finish(commit: boolean): void }>();
let nextTransaction = 1;

class Rollback extends Error {}

async function open(): Promise<PGlite> {
  // The contrib extension ships as ESM only; a dynamic import works from CommonJS.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = new PGlite(start.dataDir, { extensions: { pg_trgm } });
  await pg.waitReady;
  return pg;
}

function target(pg: PGlite, tx: number | undefined) {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

/** Starts a transaction and answers once it is open; the transaction ends when `end` arrives. */
function begin(pg: PGlite, reply: (value: unknown) => void, fail: (error: unknown) => void) {
  const id = nextTransaction++;
  let opened = false;
  const ended = pg.transaction(async (tx) => {
    const commit = await new Promise<boolean>((resolve) => {
      transactions.set(id, { tx, finish: resolve });
      opened = true;
      reply(id);
    });
    if (!commit) throw new Rollback();
  });
  ended.then(
    () => finishTransaction(id, undefined),
    (error) => (opened ? finishTransaction(id, error instanceof Rollback ? undefined : error) : fail(error)),
  );
}

/** `end` requests wait here for their transaction's commit or rollback to finish. */
const endings = new Map<number, (error?: unknown) => void>();
function finishTransaction(id: number, error: unknown) {
  transactions.delete(id);
  const done = endings.get(id);
  endings.delete(id);
  done?.(error);
}

async function main() {
  let pg: PGlite;
  try {
    pg = await open();
  } catch (error) {
    port.postMessage({ ready: false, error: errorToWire(error) } satisfies Ready);
    return;
  }
  port.postMessage({ ready: true } satisfies Ready);

  port.on('message', async (request: Request) => {
    const fail = (error: unknown) => port.postMessage({ id: request.id, ok: false, error: errorToWire(error) } satisfies Reply);
    // A value that cannot cross (structured clone) fails its request, never the thread.
    const ok = (value: unknown) => {
      try {
        port.postMessage({ id: request.id, ok: true, value } satisfies Reply);
      } catch (error) {
        fail(error);
      }
    };
    try {
      switch (request.op) {
        case 'query':
          return ok(await target(pg, request.tx).query(request.text, request.params, queryOptions(request.options)));
        case 'exec':
          return ok(await target(pg, request.tx).exec(request.text));
        case 'begin':
          return begin(pg, ok, fail);
        case 'end': {
          const open = transactions.get(request.tx);
          if (!open) throw new Error(`transaction ${request.tx} is not open`);
          endings.set(request.tx, (error) => (error ? fail(error) : ok(null)));
          return open.finish(request.commit);
        }
        case 'copy': {
          const blob = new Blob([request.csv]);
          await pg.query(`COPY ${request.table} (${request.columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob });
          return ok(null);
        }
        case 'close':
          await pg.close();
          ok(null);
          return port.close();
      }
    } catch (error) {
      fail(error);
    }
  });
}

void main();
