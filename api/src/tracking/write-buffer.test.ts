import { jest } from '@jest/globals';
import { WriteBuffer } from './write-buffer';

/** The batching rules with a fake clock: when rows are written, in how many statements, and what a failure keeps. */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function buffer(options: { batchRows?: number; maxPending?: number; fail?: () => boolean } = {}) {
  const writes: number[][] = [];
  const errors: Array<{ dropped: number }> = [];
  const b = new WriteBuffer<number>({
    flushMs: 250,
    retryMs: 5_000,
    batchRows: options.batchRows ?? 500,
    maxPending: options.maxPending ?? 20_000,
    write: async (rows) => {
      if (options.fail?.()) throw new Error('database away');
      writes.push(rows);
    },
    onError: (_error, dropped) => errors.push({ dropped }),
  });
  return { b, writes, errors };
}

/** Lets every pending promise callback run (no timers involved). */
const settle = async () => {
  for (let i = 0; i < 50; i++) await Promise.resolve();
};
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

it('answers at once and writes the rows of many requests together 250 ms after the first', async () => {
  const { b, writes } = buffer();
  await b.add([1, 2]);
  await jest.advanceTimersByTimeAsync(100);
  await b.add([3]);
  expect(writes).toEqual([]);
  expect(b.pending).toBe(3);
  await jest.advanceTimersByTimeAsync(149);
  expect(writes).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(writes).toEqual([[1, 2, 3]]);
  expect(b.pending).toBe(0);
});

it('writes as soon as 500 rows wait, in statements of at most 500 rows', async () => {
  const { b, writes } = buffer();
  await b.add(range(0, 300));
  await b.add(range(300, 400));
  await jest.advanceTimersByTimeAsync(0);
  expect(writes.map((w) => w.length)).toEqual([500, 200]);
  expect(writes.flat()).toEqual(range(0, 700));
});

it('close() writes what is waiting without waiting for the timer; later rows are written directly', async () => {
  const { b, writes } = buffer();
  await b.add([1, 2]);
  await b.close();
  expect(writes).toEqual([[1, 2]]);
  await b.add([3]);
  expect(writes).toEqual([[1, 2], [3]]);
});

it('keeps the rows of a failed write and tries again 5 s later, oldest first', async () => {
  let down = true;
  const { b, writes, errors } = buffer({ fail: () => down });
  await b.add([1, 2]);
  await jest.advanceTimersByTimeAsync(250);
  expect(errors).toEqual([{ dropped: 0 }]);
  expect(b.pending).toBe(2);
  await b.add([3]);
  down = false;
  await jest.advanceTimersByTimeAsync(4_999);
  expect(writes).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(writes).toEqual([[1, 2, 3]]);
});

it('keeps at most maxPending rows when the database stays away, and says how many it dropped', async () => {
  const { b, errors } = buffer({ batchRows: 10, maxPending: 15, fail: () => true });
  await b.add(range(0, 8));
  await jest.advanceTimersByTimeAsync(250);
  expect(errors).toEqual([{ dropped: 0 }]);
  // 8 kept + 12 new = 20 waiting: over maxPending, so the request waits for a flush, which fails again.
  await b.add(range(8, 12));
  expect(errors[1]).toEqual({ dropped: 5 });
  expect(b.pending).toBe(15);
});

it('holds a sender back while more than maxPending rows wait, until a flush made room', async () => {
  let release!: () => void;
  const writes: number[][] = [];
  const b = new WriteBuffer<number>({
    batchRows: 10,
    maxPending: 15,
    write: (rows) =>
      new Promise<void>((resolve) => {
        release = () => {
          writes.push(rows);
          resolve();
        };
      }),
    onError: () => undefined,
  });
  await b.add(range(0, 10)); // starts a write (pending: 0)
  let answered = false;
  void b.add(range(10, 16)).then(() => (answered = true)); // 16 > 15 waiting: the sender waits
  await settle();
  expect(answered).toBe(false);
  release();
  await settle();
  expect(answered).toBe(false);
  // The 16 go in two statements (10 + 6).
  release();
  await settle();
  release();
  await settle();
  expect(answered).toBe(true);
  expect(writes.flat()).toEqual(range(0, 26));
});
