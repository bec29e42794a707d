/** Seeded randomness for the catalog generator: the same seed always yields the same catalog. */
export type Rng = () => number;

/** mulberry32: a tiny 32-bit PRNG, uniform in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes numbers into one 32-bit seed, so each item gets its own stream (independent of the others). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

export function rngFor(seed: number, ...parts: number[]): Rng {
  return mulberry32(mixSeed(seed, ...parts));
}

/** Integer in [min, max]. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  if (list.length === 0) throw new Error('pick: empty list');
  return list[Math.floor(rng() * list.length)]!;
}

/** Picks by weight; `weights[i]` belongs to `list[i]`. */
export function pickWeighted<T>(rng: Rng, list: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let r = rng() * total;
  for (let i = 0; i < list.length; i++) {
    r -= weights[i]!;
    if (r < 0) return list[i]!;
  }
  return list[list.length - 1]!;
}

/** Cumulative weights for repeated weighted picks over a long list (binary search instead of a scan). */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += weightOf(item);
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  pick(rng: Rng): T {
    if (this.items.length === 0) throw new Error('WeightedTable: empty');
    const r = rng() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

/** A skewed integer in [min, max]: small values common, large ones rare (power > 1 skews low). */
export function skewedInt(rng: Rng, min: number, max: number, power = 2): number {
  return min + Math.floor(Math.pow(rng(), power) * (max - min + 1));
}
