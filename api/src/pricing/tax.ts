import { percentOf } from './money';
import { regionOfPostalCode } from './regions';
import type { Country, QuoteAddress, QuoteNotice } from './quote-types';
import { CA_PROVINCE_TAX, US_STATE_TAX_BP } from './tax-rates';

/** Where the order goes, as far as shipping and tax need it: undefined when not known. */
export interface Destination {
  country: Country;
  state: string;
  /** Derived from the postal code only (the tax is an estimate). */
  estimated: boolean;
}

export const NO_TAX_LABEL = 'Tax calculated at checkout';

const COUNTRY_NAMES: Record<Country, string> = { US: 'the United States', CA: 'Canada' };

/**
 * The destination of the address asked for: its state, else the state of its postal code (estimate).
 * An address in the other market's country, or a state or postal code that is none of the country's,
 * gives a notice and no destination.
 */
export function destinationOf(address: QuoteAddress | undefined, marketCountry: Country, notices: QuoteNotice[]): Destination | undefined {
  if (!address) return undefined;
  if (address.country !== marketCountry) {
    notices.push({ field: 'address', message: `This shop delivers to ${COUNTRY_NAMES[marketCountry]} only` });
    return undefined;
  }
  const state = address.state?.trim().toUpperCase() ?? '';
  if (state) {
    if (rateOf(address.country, state) !== undefined) return { country: address.country, state, estimated: false };
    notices.push({ field: 'address', message: `${state} is not a ${address.country === 'US' ? 'state' : 'province or territory'} we deliver to` });
    return undefined;
  }
  const postal = address.postalCode?.trim() ?? '';
  if (!postal) return undefined;
  const derived = regionOfPostalCode(address.country, postal);
  if (derived) return { country: address.country, state: derived, estimated: true };
  notices.push({ field: 'address', message: `Please enter a valid ${address.country === 'US' ? 'ZIP code' : 'postal code'}` });
  return undefined;
}

function rateOf(country: Country, state: string): { name: string; bp: number } | undefined {
  if (country === 'US') {
    const bp = US_STATE_TAX_BP[state];
    return bp === undefined ? undefined : { name: 'Sales tax', bp };
  }
  return CA_PROVINCE_TAX[state];
}

export interface Tax {
  taxCent: number;
  taxLabel: string;
  taxEstimated: boolean;
}

/** "7.25%", "13%", "14.975%". */
const percentText = (bp: number) => `${Number((bp / 100).toFixed(3))}%`;

/** Tax on the merchandise after discounts and points (shipping is not taxed). */
export function taxFor(destination: Destination | undefined, taxableCent: number): Tax {
  const rate = destination && rateOf(destination.country, destination.state);
  if (!destination || !rate) return { taxCent: 0, taxLabel: NO_TAX_LABEL, taxEstimated: false };
  return {
    taxCent: percentOf(Math.max(0, taxableCent), rate.bp / 100),
    taxLabel: `${rate.name} (${destination.state} ${percentText(rate.bp)})`,
    taxEstimated: destination.estimated,
  };
}
