/**
 * vPIC `Pattern.Keys` as a set of VINs: VIN positions 4–8, then optionally `|` and positions 10
 * onward (position 9, the check digit, is never part of a key). A key shorter than its section
 * leaves the remaining positions open. Tokens: a VIN character, `*` (any), `[…]` (a class with
 * ranges such as `[0-4FLNS]`).
 *
 * A parsed pattern keeps one character mask per position, so two patterns can be compared as sets:
 * do they share a VIN, does one contain the other.
 */

/** The 33 characters a VIN may hold (no I, O, Q). */
export const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** VIN positions 4–8 and 10–17. */
export const KEY_POSITIONS = [4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17] as const;
const SLOTS = KEY_POSITIONS.length;
const VIS_OFFSET = 5;

// 33 characters do not fit a 32-bit mask: the first 32 go in `lo`, the last one ('Z') in `hi`.
const FULL_LO = 0xffffffff >>> 0;
const FULL_HI = 1;

export interface VinPattern {
  readonly keys: string;
  /** Per slot: characters 0–31 of VIN_ALPHABET. */
  readonly lo: Uint32Array;
  /** Per slot: character 32 ('Z'). */
  readonly hi: Uint8Array;
}

function charBit(ch: string): { lo: number; hi: number } | undefined {
  const index = VIN_ALPHABET.indexOf(ch);
  if (index < 0) return undefined;
  return index < 32 ? { lo: (1 << index) >>> 0, hi: 0 } : { lo: 0, hi: 1 };
}

function classMask(body: string): { lo: number; hi: number } {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < body.length; i++) {
    const from = body[i]!;
    if (body[i + 1] === '-' && i + 2 < body.length) {
      const to = body[i + 2]!;
      for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) {
        const bit = charBit(String.fromCharCode(code));
        if (bit) {
          lo |= bit.lo;
          hi |= bit.hi;
        }
      }
      i += 2;
      continue;
    }
    const bit = charBit(from);
    if (bit) {
      lo |= bit.lo;
      hi |= bit.hi;
    }
  }
  return { lo: lo >>> 0, hi };
}

/** Splits one section of a key into per-position masks; undefined when the syntax is unknown. */
function tokenize(section: string): { lo: number; hi: number }[] | undefined {
  const masks: { lo: number; hi: number }[] = [];
  for (let i = 0; i < section.length; i++) {
    const ch = section[i]!;
    if (ch === '[') {
      const end = section.indexOf(']', i);
      if (end < 0) return undefined;
      masks.push(classMask(section.slice(i + 1, end)));
      i = end;
    } else if (ch === '*' || ch === '#') {
      masks.push({ lo: FULL_LO, hi: FULL_HI });
    } else {
      const bit = charBit(ch);
      // A letter VINs never hold (I, O, Q) or an unknown symbol: the pattern matches no VIN.
      masks.push(bit ?? { lo: 0, hi: 0 });
    }
  }
  return masks;
}

/**
 * Parses `Pattern.Keys`. Returns undefined for keys that match no VIN (a position with no allowed
 * character) or that cannot be read; such patterns never decode a real VIN, so they are skipped.
 */
export function parseVinPattern(keys: string): VinPattern | undefined {
  const text = keys.trim().toUpperCase();
  const [vds = '', vis, ...rest] = text.split('|');
  if (rest.length > 0) return undefined;
  const vdsMasks = tokenize(vds);
  const visMasks = vis === undefined ? [] : tokenize(vis);
  if (!vdsMasks || !visMasks || vdsMasks.length > VIS_OFFSET || visMasks.length > SLOTS - VIS_OFFSET) return undefined;
  const lo = new Uint32Array(SLOTS).fill(FULL_LO);
  const hi = new Uint8Array(SLOTS).fill(FULL_HI);
  const place = (masks: { lo: number; hi: number }[], offset: number) =>
    masks.forEach((m, i) => {
      lo[offset + i] = m.lo;
      hi[offset + i] = m.hi;
    });
  place(vdsMasks, 0);
  place(visMasks, VIS_OFFSET);
  for (let i = 0; i < SLOTS; i++) if (lo[i] === 0 && hi[i] === 0) return undefined;
  return { keys: text, lo, hi };
}

/** Do the two patterns share at least one VIN? */
export function overlaps(a: VinPattern, b: VinPattern): boolean {
  for (let i = 0; i < SLOTS; i++) {
    if ((a.lo[i]! & b.lo[i]!) === 0 && (a.hi[i]! & b.hi[i]!) === 0) return false;
  }
  return true;
}

/** Is every VIN of `inner` also a VIN of `outer`? */
export function contains(outer: VinPattern, inner: VinPattern): boolean {
  for (let i = 0; i < SLOTS; i++) {
    if ((inner.lo[i]! & ~outer.lo[i]!) >>> 0 !== 0 || (inner.hi[i]! & ~outer.hi[i]!) !== 0) return false;
  }
  return true;
}

/**
 * How two patterns relate. `nested`: one contains the other, so a single vPIC pattern (the smaller
 * one) carries both values — the pairing is stated by vPIC. `crossing`: they share VINs but neither
 * contains the other — the pairing is only inferred from the overlap.
 */
export type Relation = 'disjoint' | 'nested' | 'crossing';

export function relation(a: VinPattern, b: VinPattern): Relation {
  if (!overlaps(a, b)) return 'disjoint';
  return contains(a, b) || contains(b, a) ? 'nested' : 'crossing';
}

/** The VINs both patterns share (undefined when none). */
export function intersection(a: VinPattern, b: VinPattern): VinPattern | undefined {
  if (!overlaps(a, b)) return undefined;
  const lo = new Uint32Array(SLOTS);
  const hi = new Uint8Array(SLOTS);
  for (let i = 0; i < SLOTS; i++) {
    lo[i] = (a.lo[i]! & b.lo[i]!) >>> 0;
    hi[i] = a.hi[i]! & b.hi[i]!;
  }
  return { keys: `${a.keys}&${b.keys}`, lo, hi };
}

/** Does a 17-character VIN belong to the pattern? */
export function matchesVin(pattern: VinPattern, vin: string): boolean {
  const upper = vin.toUpperCase();
  return KEY_POSITIONS.every((position, slot) => {
    const bit = charBit(upper[position - 1] ?? '');
    return bit !== undefined && ((pattern.lo[slot]! & bit.lo) !== 0 || (pattern.hi[slot]! & bit.hi) !== 0);
  });
}
