import { normalisePhone, normalisePostalCode, validateAddress, type AddressCheck } from './address-rules';

const US = { firstName: 'Ada', lastName: 'Lovelace', phone: '(310) 555-0123', country: 'US', state: 'CA', city: 'Beverly Hills', address1: '1 Rodeo Dr', postalCode: '90210' };
const CA = { firstName: 'Jean', lastName: 'Tremblay', phone: '+1 514-555-0199', country: 'CA', state: 'QC', city: 'Montreal', address1: '1 Rue Sainte-Catherine', postalCode: 'h2x1y4' };

const errorsOf = (check: AddressCheck) => ('errors' in check ? check.errors : []);
const valueOf = (check: AddressCheck) => {
  if ('errors' in check) throw new Error(JSON.stringify(check.errors));
  return check.value;
};

describe('validateAddress (spec §3 Country configs, §5 postal code)', () => {
  it('normalises a US address: ZIP, phone digits, empty optional fields', () => {
    expect(valueOf(validateAddress({ ...US, firstName: '  Ada  ', state: 'ca' }))).toEqual({
      ...US,
      firstName: 'Ada',
      phone: '3105550123',
      company: '',
      address2: '',
    });
  });

  it('accepts ZIP+4 with or without the dash', () => {
    expect(valueOf(validateAddress({ ...US, postalCode: '902101234' })).postalCode).toBe('90210-1234');
    expect(valueOf(validateAddress({ ...US, postalCode: '90210-1234' })).postalCode).toBe('90210-1234');
  });

  it('normalises a Canadian postal code to upper case with one space', () => {
    expect(valueOf(validateAddress(CA))).toMatchObject({ postalCode: 'H2X 1Y4', phone: '5145550199', country: 'CA', state: 'QC' });
  });

  it('spec §5: a US code is digits only, a Canadian one must contain letters', () => {
    expect(errorsOf(validateAddress({ ...US, postalCode: 'K1A 0B1' }))).toEqual([{ field: 'postalCode', message: expect.stringMatching(/valid ZIP code/) }]);
    expect(errorsOf(validateAddress({ ...CA, postalCode: '123456' }))).toEqual([{ field: 'postalCode', message: expect.stringMatching(/valid postal code/) }]);
    expect(errorsOf(validateAddress({ ...CA, postalCode: 'D1A 0B1' }))[0]?.field).toBe('postalCode');
    expect(errorsOf(validateAddress({ ...US, postalCode: '9021' }))[0]?.field).toBe('postalCode');
  });

  it('checks the ZIP code against the state, and the first letter against the province', () => {
    expect(errorsOf(validateAddress({ ...US, state: 'NY' }))).toEqual([{ field: 'postalCode', message: 'This ZIP code is in California, not in New York' }]);
    expect(errorsOf(validateAddress({ ...CA, state: 'ON' }))).toEqual([{ field: 'postalCode', message: 'This postal code is in Quebec, not in Ontario' }]);
    expect(errorsOf(validateAddress({ ...CA, state: 'NU', postalCode: 'X0A 0H0' }))).toEqual([]);
    expect(errorsOf(validateAddress({ ...CA, state: 'YT', postalCode: 'X0A 0H0' }))[0]?.message).toBe('This postal code is in Northwest Territories or Nunavut, not in Yukon');
  });

  it('knows the territories and refuses made-up states', () => {
    expect(errorsOf(validateAddress({ ...US, state: 'PR', city: 'Adjuntas', postalCode: '00601' }))).toEqual([]);
    expect(errorsOf(validateAddress({ ...US, state: 'XX' }))).toEqual([{ field: 'state', message: 'Please choose a valid state' }]);
    expect(errorsOf(validateAddress({ ...CA, state: 'CA' }))).toEqual([{ field: 'state', message: 'Please choose a valid province or territory' }]);
  });

  it('phone numbers: NANP, optional +1, separators', () => {
    expect(normalisePhone('+1 (415) 555-0123')).toBe('4155550123');
    expect(normalisePhone('1-415-555-0123')).toBe('4155550123');
    expect(normalisePhone('415 555 0123')).toBe('4155550123');
    expect(normalisePhone('+44 20 7946 0958')).toBe('');
    expect(normalisePhone('115 555 0123')).toBe('');
    expect(normalisePhone('415-555-012')).toBe('');
    expect(normalisePhone('415-555-0123 ext 4')).toBe('');
  });

  it('postal code helper', () => {
    expect(normalisePostalCode('CA', ' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalisePostalCode('US', '12345 6789')).toBe('12345-6789');
    expect(normalisePostalCode('US', 'abcde')).toBe('');
  });

  it('lengths, missing fields, control characters and lone surrogates are field errors', () => {
    expect(errorsOf(validateAddress({ ...US, firstName: 'x'.repeat(51) }))).toEqual([{ field: 'firstName', message: 'The first name must be at most 50 characters' }]);
    expect(errorsOf(validateAddress({ ...US, address1: 'a'.repeat(101) }))[0]?.field).toBe('address1');
    expect(errorsOf(validateAddress({ ...US, city: 'c'.repeat(61) }))[0]?.field).toBe('city');
    expect(errorsOf(validateAddress({ ...US, city: 'Beverly\u0000Hills' }))).toEqual([{ field: 'city', message: 'The city contains characters that are not allowed' }]);
    expect(errorsOf(validateAddress({ ...US, lastName: 'Love\ud800lace' }))[0]?.field).toBe('lastName');
    expect(errorsOf(validateAddress({ ...US, address2: 'Apt 1\u001b' }))[0]?.field).toBe('address2');
    expect(valueOf(validateAddress({ ...US, lastName: 'Ló 😀' })).lastName).toBe('Ló 😀');
    expect(errorsOf(validateAddress({ ...US, phone: 4155550123 }))).toEqual([{ field: 'phone', message: 'The phone number must be text' }]);
    expect(errorsOf(validateAddress(null)).map((e) => e.field)).toEqual(['firstName', 'lastName', 'phone', 'country', 'state', 'city', 'address1', 'postalCode']);
  });

  it('market: the country defaults to it and must match it; prefix names nested fields', () => {
    const { country: _omit, ...noCountry } = CA;
    expect(valueOf(validateAddress(noCountry, { market: 'CA' })).country).toBe('CA');
    expect(errorsOf(validateAddress(US, { market: 'CA', prefix: 'shippingAddress' }))).toEqual([
      { field: 'shippingAddress.country', message: 'This shop delivers to addresses in Canada only' },
    ]);
    expect(errorsOf(validateAddress({ ...US, postalCode: 'abc' }, { prefix: 'shippingAddress' }))[0]?.field).toBe('shippingAddress.postalCode');
    expect(errorsOf(validateAddress({ ...US, country: 'MX' }))).toEqual([{ field: 'country', message: 'Please choose the United States (US) or Canada (CA)' }]);
  });
});
