import { describe, expect, it } from '@jest/globals';
import { CA_MARKET, US_MARKET } from '../market';
import { addressLine, addressPart, savedAddressList } from './saved-addresses';

const CHICAGO = { id: 5, isDefault: false, firstName: 'Ann', lastName: 'Lee', phone: '3125550100', country: 'US' as const, state: 'IL', city: 'Chicago', address1: '1 Main St', address2: 'Apt 2', postalCode: '60601' };
const TORONTO = { ...CHICAGO, id: 6, isDefault: true, country: 'CA' as const, state: 'ON', city: 'Toronto', address1: '200 Bay St', address2: '', postalCode: 'M5J 2J2' };
const BROOKLYN = { ...CHICAGO, id: 7, isDefault: true, city: 'Brooklyn', state: 'NY', postalCode: '11201' };

describe('saved addresses', () => {
  it('lists the default first; with a market only that country; malformed entries dropped', () => {
    expect(savedAddressList([CHICAGO, TORONTO, null, { id: 'x' }]).map((a) => a.id)).toEqual([6, 5]);
    expect(savedAddressList({ list: [CHICAGO, BROOKLYN] }, US_MARKET).map((a) => a.id)).toEqual([7, 5]);
    expect(savedAddressList([CHICAGO, TORONTO], CA_MARKET).map((a) => a.id)).toEqual([6]);
    expect(savedAddressList('nonsense')).toEqual([]);
  });

  it('writes an address on one line and strips the book fields for an order', () => {
    expect(addressLine(CHICAGO)).toBe('Ann Lee, 1 Main St, Apt 2, Chicago, IL 60601');
    expect(addressLine(TORONTO)).toBe('Ann Lee, 200 Bay St, Toronto, ON M5J 2J2');
    expect(addressPart(TORONTO)).not.toHaveProperty('id');
    expect(addressPart(TORONTO)).not.toHaveProperty('isDefault');
  });
});
