import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client';
import { PgliteThread } from './pglite-thread';

/** The embedded database on its own thread behaves as PGlite in process did, and leaves the event loop free. */
describe('PgliteThread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.start({});
    await thread.exec('create table t (id int primary key, name text not null, at timestamptz, data bytea, big int8)');
  });
  afterAll(() => thread.close());
  beforeEach(() => thread.exec('delete from t'));

  it('answers with the values PGlite gives, dates kept as text when asked', async () => {
    await thread.query('insert into t values ($1, $2, $3, $4, $5)', [1, 'pad', new Date('2026-01-02T03:04:05Z'), new Uint8Array([7, 8]), 9]);
    const asValues = await thread.query<{ at: Date; data: Uint8Array; name: string }>('select * from t');
    // Values are made in the thread's realm (not jest's): compare by kind, not instanceof.
    expect(Object.prototype.toString.call(asValues.rows[0]!.at)).toBe('[object Date]');
    expect(asValues.rows[0]!.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(Array.from(asValues.rows[0]!.data)).toEqual([7, 8]);
    const asText = await thread.query<unknown[]>('select at from t', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(asText.rows[0]![0]).toBe('2026-01-02 03:04:05+00');
  });

  it('hands its open thread to a new client on detach: the old client refuses, the new one sees the same data', async () => {
    await thread.query("insert into t (id, name) values (1, 'kept')");
    const worker = thread.detach();
    await expect(thread.query('select 1')).rejects.toThrow('detached');
    thread = PgliteThread.adopt(worker);
    const { rows } = await thread.query<{ name: string }>('select name from t');
    expect(rows.map((r) => r.name)).toEqual(['kept']);
  });

  it('hands over PostgreSQL errors with their code and constraint', async () => {
    await thread.query('insert into t (id, name) values (1, $1)', ['a']);
    const error = await thread.query('insert into t (id, name) values (1, $1)', ['b']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction, rolls one back when its callback throws, and holds other statements until it ends', async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into t (id, name) values (1, 'a')");
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into t (id, name) values (2, 'b')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    let outside: Promise<{ rows: Array<{ n: number }> }> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query("insert into t (id, name) values (3, 'c')");
      outside = thread.query<{ n: number }>('select count(*)::int as n from t');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("insert into t (id, name) values (4, 'd')");
    });
    expect((await outside!).rows[0]!.n).toBe(3);
    expect((await thread.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id)).toEqual([1, 3, 4]);
  });

  it('bulk-loads CSV text', async () => {
    await thread.copy('t', ['id', 'name'], '5,"five, with comma"\n6,six\n');
    expect((await thread.query<{ name: string }>('select name from t order by id')).rows.map((r) => r.name)).toEqual(['five, with comma', 'six']);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    await thread.query('select count(*) from generate_series(1, 500000) g where md5(g::text) like $1', ['ab%']);
    const took = Date.now() - started;
    clearInterval(timer);
    // In process, PGlite's WebAssembly holds the thread: not one timer would fire until it returns.
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 50));
  });
});

describe('openDatabase on the embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'axlebay-thread-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written across a close and a reopen, through Drizzle transactions and savepoints', async () => {
    let database: Database = await openDatabase({ dataDir: dir });
    await database.query('create table note (id int primary key, body text)');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into note values (1, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into note values (2, 'undone')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    await database.close();
    await expect(database.query('select 1')).rejects.toThrow('the embedded database is closed');

    database = await openDatabase({ dataDir: dir });
    expect(await database.query('select id, body from note')).toEqual([{ id: 1, body: 'kept' }]);
    await database.close();
  });
});
