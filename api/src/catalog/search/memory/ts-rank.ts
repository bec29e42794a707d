/**
 * PostgreSQL's `ts_rank(tsvector, tsquery)` (default weights, no normalization; src/backend/utils/adt/
 * tsrank.c, calc_rank_or and calc_rank_and) for a query that is one lexeme or an AND of lexemes, so the
 * in-memory index orders "Best Match" exactly as the SQL does. The C code computes in float4 with some
 * steps in double; `f` (Math.fround) rounds where it stores a float4, so every value is the same bits.
 *
 * A position is encoded as `pos << 2 | weight` (weight 0 = D … 3 = A), 16 bits like PostgreSQL's own.
 */
const f = Math.fround;

/** The default weights of D, C, B, A as float4. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
const MAXENTRYPOS = 1 << 14;
/** A lexeme stored without positions counts as the last position, weight D (tsrank.c POSNULL). */
export const NO_POSITION = (MAXENTRYPOS - 1) << 2;

export const encodePosition = (pos: number, weight: number) => (Math.min(pos, MAXENTRYPOS - 1) << 2) | weight;
const weightOf = (code: number) => WEIGHTS[code & 3]!;
const positionOf = (code: number) => code >> 2;

/** word_distance(): the weight of two words `d` positions apart, as float4 (d ≤ 100 tabulated). */
const WORD_DISTANCE = Float32Array.from({ length: 101 }, (_, d) => 1.0 / (1.005 + 0.05 * Math.exp(f(d) / 1.5 - 2)));
const wordDistance = (d: number) => (d > 100 ? f(1e-30) : WORD_DISTANCE[d]!);

/**
 * One document's positions of each query lexeme: lexeme j's are `codes[from[j] … to[j])`. The index
 * passes its shared positions array and reused ranges, so ranking a row allocates nothing.
 */
export interface LexemePositions {
  codes: ArrayLike<number>;
  from: ArrayLike<number>;
  to: ArrayLike<number>;
  count: number;
}

/** calc_rank_or: the lexemes in query order (sorted, unique). */
function rankOr({ codes, from, to, count }: LexemePositions): number {
  let res = 0;
  for (let lexeme = 0; lexeme < count; lexeme++) {
    const start = from[lexeme]!;
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    for (let j = 0; j < to[lexeme]! - start; j++) {
      const w = weightOf(codes[start + j]!);
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    // limit of sum(1/i^2) is pi^2/6 (tsrank.c)
    res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  return count > 0 ? f(res / count) : res;
}

const isNoPosition = ({ codes, from, to }: LexemePositions, lexeme: number) => to[lexeme]! - from[lexeme]! === 1 && codes[from[lexeme]!] === NO_POSITION;

/** calc_rank_and: every pair of positions of two different lexemes, closer ones weighing more. */
function rankAnd(doc: LexemePositions): number {
  const { codes, from, to, count } = doc;
  let res = -1;
  for (let i = 1; i < count; i++) {
    for (let k = 0; k < i; k++) {
      const eitherUnpositioned = isNoPosition(doc, i) || isNoPosition(doc, k);
      for (let l = from[i]!; l < to[i]!; l++) {
        for (let p = from[k]!; p < to[k]!; p++) {
          let dist = Math.abs(positionOf(codes[l]!) - positionOf(codes[p]!));
          if (dist === 0 && !eitherUnpositioned) continue;
          if (dist === 0) dist = MAXENTRYPOS;
          const curw = f(Math.sqrt(f(f(weightOf(codes[l]!) * weightOf(codes[p]!)) * wordDistance(dist))));
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        }
      }
    }
  }
  return res;
}

/** ts_rank of a document for a query whose lexemes (in the order of `sortLexemes`) have these positions; `and` when the query's top operator is AND. */
export function tsRank(doc: LexemePositions, and: boolean): number {
  const res = and && doc.count >= 2 ? rankAnd(doc) : rankOr(doc);
  return res < 0 ? f(1e-20) : res;
}

/** The same from one array of positions per lexeme. */
export function tsRankOf(lexemes: readonly ArrayLike<number>[], and: boolean): number {
  const codes: number[] = [];
  const from: number[] = [];
  const to: number[] = [];
  for (const positions of lexemes) {
    from.push(codes.length);
    for (let i = 0; i < positions.length; i++) codes.push(positions[i]!);
    to.push(codes.length);
  }
  return tsRank({ codes, from, to, count: lexemes.length }, and);
}

/** The query's lexemes as tsrank.c's SortAndUniqItems leaves them: byte order, shorter first, no repeats. */
export function sortLexemes(lexemes: readonly string[]): string[] {
  const bytes = [...new Set(lexemes)].map((l) => ({ l, b: Buffer.from(l, 'utf8') }));
  return bytes.sort((a, b) => Buffer.compare(a.b, b.b)).map((x) => x.l);
}

/** A float4 as PostgreSQL prints it (shortest digits that read back as the same float4), so keys compare as SQL's do. */
export function float4Value(x: number): number {
  for (let digits = 1; digits < 10; digits++) {
    const shortest = Number(x.toPrecision(digits));
    if (f(shortest) === x) return shortest;
  }
  return x;
}
