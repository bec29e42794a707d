/**
 * URL handles as the API makes them (taxonomy and catalog): "Mercedes-Benz" → "mercedes-benz",
 * "CX-5" → "cx-5", "Wheels & Tires" → "wheels-and-tires", "Citroën" → "citroen".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
