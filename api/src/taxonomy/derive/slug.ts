/** URL handles: "Mercedes-Benz" → "mercedes-benz", "CR-V" → "cr-v", "Model 3" → "model-3", "Citroën" → "citroen". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Natural A–Z order ("3 Series" < "4 Series" < "X5", "CX-5" < "CX-30"), case-insensitive. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
