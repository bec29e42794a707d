/**
 * Front category handles the `/[urlHandle]` category pages accept. Until the commerce API serves the
 * category tree (issue 3: `/item/public/buyer/collection/tree/list`), this list is the source of truth;
 * anything else under `/[urlHandle]` is a 404.
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
