/**
 * Trim text as vPIC stores it (element 38), tidied: whitespace collapsed, placeholders dropped.
 * Lists such as "L/LE/SE/XLE/XSE" stay whole: one vPIC pattern names them together, and splitting
 * on "/" would break real trims ("R/T", "SE w/ Tech").
 */
const PLACEHOLDERS = new Set(['', '-', '--', 'N/A', 'NA', 'TBD', 'UNKNOWN', 'NONE', 'OTHER', 'NULL']);

export function cleanTrimName(raw: string): string | undefined {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (PLACEHOLDERS.has(text.toUpperCase())) return undefined;
  return text.length > 80 ? undefined : text;
}

/** Case-insensitive identity of a trim ("TOURING" and "Touring" are one trim). */
export function trimKey(name: string): string {
  return name.toLowerCase();
}

/** Of several spellings of one trim, the one to show: mixed case over all caps, then A–Z. */
export function preferredSpelling(spellings: Iterable<string>): string {
  const sorted = [...new Set(spellings)].sort((a, b) => {
    const aCaps = a === a.toUpperCase() ? 1 : 0;
    const bCaps = b === b.toUpperCase() ? 1 : 0;
    return aCaps - bCaps || (a < b ? -1 : a > b ? 1 : 0);
  });
  return sorted[0] ?? '';
}

/**
 * Stand-in trims, so every engine sits at level 5 below a trim (the storefront counts filled levels):
 * "All Trims" when vPIC codes no trim for the model in that year, "Other Trims" for the VINs of a
 * model whose patterns carry no trim while other patterns of the model do (2013 F-150: only the
 * Raptor SVT has a trim pattern). Their nodes have trim = NULL: the trim is unknown, not named.
 */
export const ALL_TRIMS = 'All Trims';
export const OTHER_TRIMS = 'Other Trims';
