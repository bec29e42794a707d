/**
 * The `zipcodes` package describes each Canadian FSA (the first three characters of a postal code)
 * with a region text such as "Calgary (rundle / Whitehorn / Monterey Park)", "Montreal North North"
 * or "Eastern Alberta (st. Paul)", and its accented letters were lost on the way (U+FFFD:
 * "Saint-f\uFFFDlicien"). These functions turn that text into the town a shopper would type.
 */

const LOST = '\uFFFD';

/** Where the lost letter is not é (most of them are: Québec, Lévis, Gaspé). */
const LOST_LETTER_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`(^|[\\s'-])${LOST}le`, 'gi'), '$1Île'],
  [new RegExp(`C${LOST}te`, 'gi'), 'Côte'],
  [new RegExp(`gr${LOST}ce`, 'gi'), 'grâce'],
  [new RegExp(`Ch${LOST}teau`, 'gi'), 'Château'],
  [new RegExp(`A${LOST}ores`, 'gi'), 'Açores'],
  [new RegExp(`Fran${LOST}ois`, 'gi'), 'François'],
  [new RegExp(`Lam${LOST}que`, 'gi'), 'Lamèque'],
  [new RegExp(`Genevi${LOST}ve`, 'gi'), 'Geneviève'],
  [new RegExp(`${LOST}(res?)\\b`, 'g'), 'è$1'],
  [new RegExp(`${LOST}(res?)(?=[-\\s]|$)`, 'g'), 'è$1'],
];

export function repairLostAccents(text: string): string {
  let out = text;
  for (const [pattern, replacement] of LOST_LETTER_WORDS) out = out.replace(pattern, replacement);
  return out.replaceAll(LOST, 'é');
}

/** French particles stay lower case inside a hyphenated name (Notre-Dame-de-Grâce, Saint-Jean-sur-Richelieu). */
const PARTICLES = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'sur', 'en', 'et', 'aux', 'and', 'of']);

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('en-CA') + word.slice(1);
}

/** "saint-f\uFFFDlicien" → "Saint-Félicien", "port-cartier" → "Port-Cartier", "st. paul" → "St. Paul". */
export function tidyPlaceName(text: string): string {
  const repaired = repairLostAccents(text).replace(/-\s+/g, '-').replace(/\s+/g, ' ').trim();
  return repaired
    .split(' ')
    .map((word, wi) =>
      word
        .split('-')
        .map((part, pi) => {
          const apostrophe = part.match(/^([ld]')(.+)$/i);
          if (apostrophe) return `${capitalise(apostrophe[1]!.toLowerCase())}${capitalise(apostrophe[2]!)}`;
          if ((wi > 0 || pi > 0) && PARTICLES.has(part.toLowerCase())) return part.toLowerCase();
          return capitalise(part);
        })
        .join('-'),
    )
    .join(' ');
}

const DIRECTION = '(?:North|South|East|West|Northeast|Northwest|Southeast|Southwest|Central|Outskirts|Outer|Inner|Downtown)';
/** Compass words at the end, and the "&" or "and" a cut-off list left ("Montreal South &"). */
const TRAILING_DIRECTIONS = new RegExp(`(?:\\s+(?:${DIRECTION}|&|and))+$`, 'i');
const LEADING_DIRECTIONS = new RegExp(`^(?:${DIRECTION}\\s+)+`, 'i');

/**
 * The town of an FSA: a rural FSA (digit 0, "T0A") names its region with the main town in
 * parentheses → that town; an urban one names the city and the neighbourhoods → the city, without
 * compass words ("Montreal North North" → "Montreal", "Downtown Toronto (…)" → "Toronto").
 */
export function canadianCityOfFsa(fsa: string, regionText: string): string {
  const text = regionText.split(' / ')[0]!;
  const open = text.indexOf(' (');
  const head = open >= 0 ? text.slice(0, open) : text;
  const inParentheses = open >= 0 ? text.slice(open + 2).replace(/\)\s*$/, '') : '';
  const rural = fsa.charAt(1) === '0';
  const chosen = rural && inParentheses && !inParentheses.includes(' / ') ? inParentheses : head;
  const city = tidyPlaceName(chosen).replace(TRAILING_DIRECTIONS, '').replace(LEADING_DIRECTIONS, '').trim();
  return city || tidyPlaceName(head);
}
