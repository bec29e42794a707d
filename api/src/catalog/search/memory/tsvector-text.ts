import { encodePosition, NO_POSITION } from './ts-rank';

/**
 * Reads PostgreSQL's text form of a tsvector and a tsquery (tsvectorout, tsqueryout): quoted lexemes,
 * `''` and `\\` escaped inside them.
 */
const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
const LEXEME = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
const unescape = (quoted: string) => quoted.replace(/''/g, "'").replace(/\\(.)/g, '$1');

/** `'front':1A,7B 'pad':3` → each lexeme with its encoded positions (NO_POSITION when it has none). */
export function parseTsvector(text: string, each: (lexeme: string, positions: number[]) => void): void {
  LEXEME.lastIndex = 0;
  for (let m = LEXEME.exec(text); m; m = LEXEME.exec(text)) {
    const positions = m[2]
      ? m[2].split(',').map((p) => {
          const last = p[p.length - 1]!;
          const weight = WEIGHT_CODES[last];
          return weight === undefined ? encodePosition(Number(p), 0) : encodePosition(Number(p.slice(0, -1)), weight);
        })
      : [NO_POSITION];
    each(unescape(m[1]!), positions);
  }
}

/** A tsquery the index answers: one lexeme, or lexemes joined by AND (`'led' & 'light'`). */
export interface PlainQuery {
  lexemes: string[];
  and: boolean;
}

const OPERAND = /^'((?:[^'\\]|''|\\.)*)'/;

/**
 * The lexemes of a plain query, or undefined for anything else: OR, NOT, phrases, prefixes, weights,
 * parentheses, or an empty query (only stop words). Those go to PostgreSQL.
 */
export function parsePlainTsquery(text: string): PlainQuery | undefined {
  const lexemes: string[] = [];
  let rest = text.trim();
  while (rest) {
    const m = OPERAND.exec(rest);
    if (!m) return undefined;
    lexemes.push(unescape(m[1]!));
    rest = rest.slice(m[0].length);
    if (!rest) break;
    if (!rest.startsWith(' & ')) return undefined;
    rest = rest.slice(3);
  }
  return lexemes.length ? { lexemes, and: lexemes.length > 1 } : undefined;
}
