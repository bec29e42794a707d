export const BRAND = 'Axlebay';

const BRAND_SUFFIX = ` | ${BRAND}`;

/** Spec: "Default page title: Shop Aftermarket Auto Parts Online, with the brand appended." */
export const DEFAULT_TITLE = `Shop Aftermarket Auto Parts Online${BRAND_SUFFIX}`;

/** Spec: "Default description: fast shipping, 90-day returns and 24/7 support." */
export const DEFAULT_DESCRIPTION =
  'Shop aftermarket auto parts that fit your vehicle, with fast shipping, 90-day returns and 24/7 support.';

/** "Brake Pads" → "Brake Pads | Axlebay"; an empty title gives DEFAULT_TITLE. */
export function formatTitle(title?: string | null): string {
  const text = (title ?? '').trim();
  if (!text) return DEFAULT_TITLE;
  // A title that already carries the brand is not branded twice.
  return text.endsWith(BRAND_SUFFIX) ? text : `${text}${BRAND_SUFFIX}`;
}
