import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import workerThreads, { type Worker } from 'node:worker_threads';
import { embeddedDatabase, type Database } from '../db/client';
import { PgliteThread } from '../db/pglite-thread/pglite-thread';

interface SharedThread {
  worker: Worker;
  dir: string;
}

const KEY = Symbol.for('axlebay.test.embeddedDatabase');
/**
 * jest gives every test file its own module registry, but Node's built-in modules are the same
 * objects in all of them (and in the global teardown): the one place a run can keep its database
 * thread from one file to the next.
 */
const holder = workerThreads as unknown as { [KEY]?: SharedThread };

/**
 * The PGlite run's database: one copy of the template, opened once per run and shared by every test
 * file, as the PostgreSQL run shares its one server (the suite is written for a shared database).
 * Opening PGlite from a copied folder costs 2-3 s; the suite starts an API about 80 times.
 * Closing the returned Database leaves the thread open for the next file.
 */
export async function sharedEmbeddedDatabase(template: string): Promise<Database> {
  let shared = holder[KEY];
  if (!shared) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-pglite-'));
    fs.cpSync(template, dir, { recursive: true });
    const thread = await PgliteThread.start({ dataDir: path.join(dir, 'pgdata') });
    shared = holder[KEY] = { worker: thread.detach(), dir };
  }
  const client = PgliteThread.adopt(shared.worker);
  return embeddedDatabase(client, async () => void client.detach());
}

/** The global teardown's end of it: stops the thread and deletes its folder. */
export async function closeSharedEmbeddedDatabase(): Promise<void> {
  const shared = holder[KEY];
  if (!shared) return;
  delete holder[KEY];
  await PgliteThread.adopt(shared.worker).close();
  fs.rmSync(shared.dir, { recursive: true, force: true });
}
