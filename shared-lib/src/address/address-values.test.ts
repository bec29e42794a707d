import { describe, expect, it } from '@jest/globals';
import { CA_MARKET, US_MARKET } from '../market';
import { addressFieldOf, addressInputOf, addressLabels, addressValuesOf } from './address-values';

describe('address values', () => {
  it('labels a US address State / ZIP code and a Canadian one Province/Territory / Postal code (spec §3)', () => {
    expect(addressLabels(US_MARKET)).toMatchObject({ state: 'State', postalCode: 'ZIP code', company: 'Company (optional)' });
    expect(addressLabels(CA_MARKET)).toMatchObject({ state: 'Province/Territory', postalCode: 'Postal code' });
  });

  it('sends a trimmed address of the given country, the Canadian code written A1A 1A1, empty optional fields left out', () => {
    const values = { ...addressValuesOf(undefined), firstName: ' Jean ', lastName: 'Tremblay', address1: '1 Rue Sainte-Catherine ', city: 'Montréal', state: 'QC', postalCode: 'h2x1y4', phone: '514 555 0199', company: '  ' };
    expect(addressInputOf(values, CA_MARKET)).toEqual({
      firstName: 'Jean',
      lastName: 'Tremblay',
      phone: '514 555 0199',
      country: 'CA',
      state: 'QC',
      city: 'Montréal',
      address1: '1 Rue Sainte-Catherine',
      postalCode: 'H2X 1Y4',
    });
    expect(addressInputOf({ ...values, postalCode: ' 90210 ', state: 'CA', address2: 'Suite 5' }, US_MARKET)).toMatchObject({ country: 'US', postalCode: '90210', address2: 'Suite 5' });
  });

  it('fills the form from a saved address, blanks for what it lacks', () => {
    expect(addressValuesOf({ firstName: 'Ann', postalCode: '60601' })).toEqual({ firstName: 'Ann', lastName: '', company: '', address1: '', address2: '', city: '', state: '', postalCode: '60601', phone: '' });
  });

  it('maps an API field error to its form field, plain or prefixed', () => {
    expect(addressFieldOf('postalCode')).toBe('postalCode');
    expect(addressFieldOf('shippingAddress.state')).toBe('state');
    expect(addressFieldOf('address.phone')).toBe('phone');
    expect(addressFieldOf('country')).toBeUndefined();
    expect(addressFieldOf('payment.postalCode')).toBeUndefined();
    expect(addressFieldOf('id')).toBeUndefined();
  });
});
