/** "2014-2018 Toyota Corolla LED Headlight Pair, Black" → "2014-2018-toyota-corolla-led-headlight-pair-black". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
