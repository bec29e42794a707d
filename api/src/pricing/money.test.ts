import { lessPercent, percentOf, spreadByLargestRemainder } from './money';

describe('money in cents', () => {
  it('rounds a percent of cents to the nearest cent, halves up', () => {
    expect(percentOf(1000, 7.25)).toBe(73); // 72.5
    expect(percentOf(999, 10)).toBe(100); // 99.9
    expect(percentOf(994, 10)).toBe(99); // 99.4
    expect(percentOf(995, 10)).toBe(100); // 99.5
    expect(percentOf(10000, 14.975)).toBe(1498); // 1497.5
    expect(percentOf(12345, 6.875)).toBe(849); // 848.71875
    expect(percentOf(0, 13)).toBe(0);
    expect(lessPercent(2999, 15)).toBe(2999 - 450); // 449.85 → 450
  });

  it('spreads a discount over lines so the shares add up exactly (largest remainder)', () => {
    expect(spreadByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadByLargestRemainder(10, [333, 333, 334])).toEqual([3, 3, 4]);
    expect(spreadByLargestRemainder(7, [0, 5, 0, 5])).toEqual([0, 4, 0, 3]);
    expect(spreadByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    expect(spreadByLargestRemainder(50, [0, 0])).toEqual([0, 0]);
  });

  it('keeps every share within a cent of its exact proportion, for many random carts', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const weights = Array.from({ length: 1 + rand(8) }, () => (rand(4) === 0 ? 0 : 1 + rand(200_000)));
      const sum = weights.reduce((x, y) => x + y, 0);
      const total = sum === 0 ? 0 : rand(sum + 1);
      const shares = spreadByLargestRemainder(total, weights);
      expect(shares.reduce((x, y) => x + y, 0)).toBe(sum === 0 ? 0 : total);
      shares.forEach((s, i) => {
        expect(Math.abs(s - (sum ? (total * weights[i]!) / sum : 0))).toBeLessThan(1);
        if (weights[i] === 0) expect(s).toBe(0);
      });
    }
  });
});
