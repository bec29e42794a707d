import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import { errorFromWire, type QueryOptionsWire, type Ready, type Reply, type Request, type WorkerStart } from './messages';

type Body = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** What Drizzle's PGlite driver and our Database need of a PGlite client, and the thread provides. */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * The embedded database on its own thread (see worker.ts): the same calls as PGlite, answered by
 * messages. Drizzle runs here on the main thread and hands each statement over.
 */
export class PgliteThread implements PgliteClient {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  // Apart from any earlier client of the same thread (see adopt), whose late replies this one ignores.
  private nextId = Math.floor(Math.random() * 2 ** 40);
  private stopped: Error | undefined;
  private readonly listeners: { message(reply: Reply): void; error(error: Error): void; exit(code: number): void };

  private constructor(private readonly worker: Worker) {
    this.listeners = {
      message: (reply) => this.settle(reply),
      error: (error) => this.stop(new Error(`the embedded database thread failed: ${error.message}`, { cause: error })),
      exit: (code) => this.stop(new Error(`the embedded database thread stopped (exit code ${code})`)),
    };
    worker.on('message', this.listeners.message).on('error', this.listeners.error).on('exit', this.listeners.exit);
    worker.unref();
  }

  /**
   * A new client of a thread an earlier client started and detached. The API suite opens one embedded
   * database for all its test files this way, as its PostgreSQL run shares one server.
   */
  static adopt(worker: Worker): PgliteThread {
    return new PgliteThread(worker);
  }

  /** Stops this client and hands back its thread, still open, for a later `adopt`. */
  detach(): Worker {
    this.stop(new Error('this client of the embedded database was detached'));
    this.worker.off('message', this.listeners.message).off('error', this.listeners.error).off('exit', this.listeners.exit);
    this.worker.unref();
    return this.worker;
  }

  /** Starts the thread and opens the database in `dataDir` (in memory without one). */
  static async start(start: WorkerStart): Promise<PgliteThread> {
    // From the TypeScript sources (tests) the thread needs a TypeScript loader; the build runs as .js.
    const ext = path.extname(__filename);
    const file = path.join(__dirname, `worker${ext}`);
    const worker =
      ext === '.ts'
        ? new Worker(`require('tsx/cjs'); require(${JSON.stringify(file)});`, { eval: true, workerData: start })
        : new Worker(file, { workerData: start });
    let opening: { message(ready: Ready): void; error(error: Error): void; exit(code: number): void } | undefined;
    const ready = await new Promise<Ready>((resolve, reject) => {
      opening = {
        message: resolve,
        error: reject,
        exit: (code) => reject(new Error(`the embedded database thread stopped while opening (exit code ${code})`)),
      };
      worker.on('message', opening.message).on('error', opening.error).on('exit', opening.exit);
    });
    worker.off('message', opening!.message).off('error', opening!.error).off('exit', opening!.exit);
    if (!ready.ready) {
      await worker.terminate();
      throw errorFromWire(ready.error);
    }
    return new PgliteThread(worker);
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.send({ op: 'query', text, params, options: wireOptions(options), tx }) as Promise<Results<T>>;
  }

  exec(text: string, tx?: number): Promise<Array<Results>> {
    return this.send({ op: 'exec', text, tx }) as Promise<Array<Results>>;
  }

  /** Commits when `callback` resolves, rolls back when it throws (as PGlite's own transaction). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.send({ op: 'begin' })) as number;
    let closed = false;
    const tx = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) => this.query<R>(text, params, options, id),
      exec: (text: string) => this.exec(text, id),
      rollback: async () => {
        throw new Error('roll back by throwing from the transaction callback');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.send({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.send({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** Bulk load of CSV text with COPY … FROM. */
  async copy(table: string, columns: readonly string[], csv: string): Promise<void> {
    await this.send({ op: 'copy', table, columns, csv });
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ op: 'close' });
    this.stop(new Error('the embedded database is closed'));
    await this.worker.terminate();
  }

  private send(body: Body): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    // A request in flight keeps the process alive; an idle thread does not.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id } as Request);
    });
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(errorFromWire(reply.error));
  }

  private stop(reason: Error) {
    if (this.stopped) return;
    this.stopped = reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }
}

function wireOptions(options: QueryOptions | undefined): QueryOptionsWire | undefined {
  if (!options) return undefined;
  return { rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number) };
}
