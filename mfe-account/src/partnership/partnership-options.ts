import type { SelectOption } from '@axlebay/shared-lib';

/** The partnership kinds the API takes (api/src/partnership/partnership-rules.ts PARTNERSHIP_TYPES). */
export const PARTNERSHIP_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'BRAND', label: 'Parts brand or manufacturer' },
  { value: 'INSTALLER', label: 'Installer or repair shop' },
  { value: 'AFFILIATE', label: 'Affiliate or creator' },
];

/** The shop's two markets (spec §1). */
export const PARTNER_COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

/** Mirrors the API's limits (partnership-rules.ts LIMITS), so most mistakes show before sending. */
export const PARTNERSHIP_LIMITS = { company: 120, contactName: 80, website: 200, messageMin: 20, messageMax: 2000 } as const;
