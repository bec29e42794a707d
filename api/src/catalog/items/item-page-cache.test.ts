import { itemsChanged, ratingsChanged } from './item-changes';
import { ItemPageCache, WRITE_WINDOW_MS } from './item-page-cache';

interface Row {
  id: number;
  stock: number;
}

/** A loader that counts its calls and answers the given rows in turn. */
function loader(...rows: (Row | undefined)[]) {
  let calls = 0;
  return jest.fn(async (): Promise<Row | undefined> => rows[Math.min(calls++, rows.length - 1)]);
}

let cache: ItemPageCache<Row>;
afterEach(() => {
  cache.close();
  jest.useRealTimers();
});

it('keeps a row: the second ask, and asks at the same time, cost no load', async () => {
  cache = new ItemPageCache<Row>();
  const load = loader({ id: 1, stock: 5 });
  const [a, b] = await Promise.all([cache.get('2022:a', load), cache.get('2022:a', load)]);
  expect(await cache.get('2022:a', load)).toEqual({ id: 1, stock: 5 });
  expect([a, b]).toEqual([{ id: 1, stock: 5 }, { id: 1, stock: 5 }]);
  expect(load).toHaveBeenCalledTimes(1);
});

it('drops the rows of an item whose stock was written, and no other', async () => {
  cache = new ItemPageCache<Row>();
  const one = loader({ id: 1, stock: 5 }, { id: 1, stock: 3 });
  const two = loader({ id: 2, stock: 9 });
  await cache.get('2022:one', one);
  await cache.get('2023:one', one);
  await cache.get('2022:two', two);
  itemsChanged([1]);
  expect(await cache.get('2022:one', one)).toEqual({ id: 1, stock: 3 });
  expect(await cache.get('2022:two', two)).toEqual({ id: 2, stock: 9 });
  expect(two).toHaveBeenCalledTimes(1);
});

it('drops every row when ratings change (a category’s counts show on all its items)', async () => {
  cache = new ItemPageCache<Row>();
  const load = loader({ id: 2, stock: 9 });
  await cache.get('2022:two', load);
  ratingsChanged();
  await cache.get('2022:two', load);
  expect(load).toHaveBeenCalledTimes(2);
});

it('does not keep a row read while, or just after, its item was written: the write may not have committed', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  cache = new ItemPageCache<Row>();
  let answer!: (row: Row) => void;
  const slow = jest.fn(() => new Promise<Row>((resolve) => (answer = resolve)));
  const pending = cache.get('2022:one', slow);
  itemsChanged([1]);
  answer({ id: 1, stock: 5 });
  await pending;
  const fresh = loader({ id: 1, stock: 4 });
  expect(await cache.get('2022:one', fresh)).toEqual({ id: 1, stock: 4 });
  // Still within the window: read again, not kept.
  expect(await cache.get('2022:one', fresh)).toEqual({ id: 1, stock: 4 });
  expect(fresh).toHaveBeenCalledTimes(2);
  jest.setSystemTime(1_000_000 + WRITE_WINDOW_MS + 1);
  await cache.get('2022:one', fresh);
  await cache.get('2022:one', fresh);
  expect(fresh).toHaveBeenCalledTimes(3);
});

it('keeps a row for its time limit only, keeps no unknown handle, and stops listening once closed', async () => {
  jest.useFakeTimers({ now: 2_000_000 });
  cache = new ItemPageCache<Row>(10, 1_000);
  const load = loader({ id: 3, stock: 1 });
  await cache.get('2022:three', load);
  jest.setSystemTime(2_000_000 + 1_001);
  await cache.get('2022:three', load);
  expect(load).toHaveBeenCalledTimes(2);
  const missing = loader(undefined);
  await cache.get('2022:none', missing);
  await cache.get('2022:none', missing);
  expect(missing).toHaveBeenCalledTimes(2);
  cache.close();
  itemsChanged([3]);
  await cache.get('2022:three', load);
  expect(load).toHaveBeenCalledTimes(2);
});
