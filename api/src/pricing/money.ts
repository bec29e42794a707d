/** Money arithmetic in integer cents (spec §3 Price: cent, currency, precision 2). */

/** `percent`% of `cent`, rounded to the nearest cent (halves up). Percent may be fractional (14.975). */
export function percentOf(cent: number, percent: number): number {
  // Through thousandths of a percent in integers, so 7.25% of 1000 is exactly 72.5 → 73.
  const milli = Math.round(percent * 1000);
  return Math.floor((cent * milli + 50_000) / 100_000);
}

/** `cent` less `percent`%, rounded to the cent (bundle prices). */
export function lessPercent(cent: number, percent: number): number {
  return cent - percentOf(cent, percent);
}

/**
 * Splits `total` over `weights` in proportion, in whole cents, so the shares add up to `total` exactly:
 * each share is first rounded down, and the cents left go one each to the largest remainders (ties: the
 * earlier weight). Zero weights get nothing.
 */
export function spreadByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => ({ i, rest: (total * w) % sum }));
  let left = total - shares.reduce((a, s) => a + s, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const r of remainders) {
    if (left === 0) break;
    if (weights[r.i]! <= 0) continue;
    shares[r.i]! += 1;
    left -= 1;
  }
  return shares;
}
