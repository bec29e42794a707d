import { describe, expect, it } from '@jest/globals';
import { companyContactOf, telHref } from './company-contact';

describe('company contact', () => {
  it('reads the four settings, trimmed; anything not text is empty', () => {
    expect(companyContactOf({ COMPANY_ADDRESS: ' 200 Bay St, Toronto, ON M5J 2J2, Canada ', COMPANY_PHONE: '+1 (416) 555-0142', SERVICE_EMAIL: 42, GLOBAL_ANNOUNCEMENT: {} })).toEqual({
      address: '200 Bay St, Toronto, ON M5J 2J2, Canada',
      phone: '+1 (416) 555-0142',
      serviceEmail: '',
      businessEmail: '',
    });
  });

  it('dials the digits of a phone as written', () => {
    expect(telHref('+1 (302) 555-0142')).toBe('tel:+13025550142');
  });
});
