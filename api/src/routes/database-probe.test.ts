import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { startDatabaseProbe } from './database-probe';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database probe behind /health', () => {
  // One embedded database for both cases (opening one takes seconds); the last case closes it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-probe-'));
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await database.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('counts a probe the database has not answered for too long as down', async () => {
    const probe = startDatabaseProbe(database, { intervalMs: 20, staleMs: 300 });
    expect((await probe.latest()).up).toBe(true);
    let release!: () => void;
    // A transaction that holds the single embedded connection: the next probe queues behind it.
    const held = database.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await wait(600);
    expect((await probe.latest()).up).toBe(false);
    release();
    await held;
    await wait(200);
    expect((await probe.latest()).up).toBe(true);
    probe.stop();
  });
  it('answers from its latest probe and sees the database go away', async () => {
    const probe = startDatabaseProbe(database, { intervalMs: 50, staleMs: 2000 });
    const first = await probe.latest();
    expect(first.up).toBe(true);
    await wait(200);
    const later = await probe.latest();
    expect(later.at).toBeGreaterThan(first.at);

    await database.close();
    await wait(200);
    expect((await probe.latest()).up).toBe(false);
    probe.stop();
  });

});
