import { describe, expect, it } from '@jest/globals';
import { pointsForPaid, pointsUsableOn } from './members';

const rule = { pointsStep: 100, centsPer100Points: 100, maxShareOfMerchandisePercent: 30 };

describe('the members rules the pages compute with', () => {
  it('earns the rate on the paid total, rounded down', () => {
    expect(pointsForPaid(28_743, 100)).toBe(287);
    expect(pointsForPaid(28_743, 125)).toBe(359);
    expect(pointsForPaid(99, 200)).toBe(1);
    expect(pointsForPaid(-500, 100)).toBe(0);
  });

  it('uses points in whole steps, at most the balance and 30% of the items', () => {
    expect(pointsUsableOn(6_497, 387, rule)).toEqual({ points: 300, cent: 300 });
    expect(pointsUsableOn(6_497, 5_000, rule)).toEqual({ points: 1_900, cent: 1_900 });
    expect(pointsUsableOn(300, 5_000, rule)).toEqual({ points: 0, cent: 0 });
    expect(pointsUsableOn(10_000, 99, rule)).toEqual({ points: 0, cent: 0 });
  });
});
