/**
 * A few front categories known without asking the API: only a fallback for links (the home page shows
 * them when the category tree cannot be loaded). Which `/[urlHandle]` pages exist is decided by the
 * API's category tree (`/item/public/buyer/collection/tree/list`, see `listing/resolve-listing.ts`).
 */
export const FRONT_CATEGORIES: Readonly<Record<string, string>> = {
  lighting: 'Lighting',
  'headlights': 'Headlights',
  'tail-lights': 'Tail Lights',
  'fog-lights': 'Fog Lights',
  exterior: 'Exterior',
  interior: 'Interior',
  performance: 'Performance',
  'wheels-tires': 'Wheels & Tires',
  'tpms-sensors': 'TPMS Sensors',
  brakes: 'Brakes',
  electrical: 'Electrical',
  'engine-parts': 'Engine Parts',
  suspension: 'Suspension',
  'tools-garage': 'Tools & Garage',
};

export function categoryName(handle: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(FRONT_CATEGORIES, handle) ? FRONT_CATEGORIES[handle] : undefined;
}
