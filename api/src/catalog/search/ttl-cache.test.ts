import { TtlCache } from './ttl-cache';

const counting = () => {
  let n = 0;
  return { load: jest.fn(async () => ++n) };
};

it('keeps an answer from its first ask by default', async () => {
  const cache = new TtlCache<number>(10, 60_000);
  const { load } = counting();
  expect([await cache.getOrLoad('a', load), await cache.getOrLoad('a', load)]).toEqual([1, 1]);
  expect(load).toHaveBeenCalledTimes(1);
});

it('with keepFromSecondAsk, keeps an answer only from its second ask', async () => {
  const cache = new TtlCache<number>(10, 60_000, { keepFromSecondAsk: 100 });
  const { load } = counting();
  expect(await cache.getOrLoad('a', load)).toBe(1);
  expect(cache.has('a')).toBe(false);
  expect(await cache.getOrLoad('a', load)).toBe(2);
  expect(cache.has('a')).toBe(true);
  expect(await cache.getOrLoad('a', load)).toBe(2);
  expect(load).toHaveBeenCalledTimes(2);
});

it('with keepFromSecondAsk, asks at the same time share one load, and the second one keeps it', async () => {
  const cache = new TtlCache<number>(10, 60_000, { keepFromSecondAsk: 100 });
  const { load } = counting();
  const [a, b, c] = await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load), cache.getOrLoad('a', load)]);
  expect([a, b, c]).toEqual([1, 1, 1]);
  expect(await cache.getOrLoad('a', load)).toBe(1);
  expect(load).toHaveBeenCalledTimes(1);
});

it('with keepFromSecondAsk, forgets a first ask after the time limit', async () => {
  jest.useFakeTimers({ now: 1_000 });
  try {
    const cache = new TtlCache<number>(10, 1_000, { keepFromSecondAsk: 100 });
    const { load } = counting();
    await cache.getOrLoad('a', load);
    jest.setSystemTime(2_001);
    await cache.getOrLoad('a', load);
    expect(cache.has('a')).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});
