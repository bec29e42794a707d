import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../api';
import { CA_MARKET, US_MARKET } from '../market';
import { formMessages } from './messages';
import { fieldRules } from './rules';
import { NETWORK_MESSAGE } from '../api';
import { reportServerErrors, serverFormErrors } from './server-errors';

const run = (rules: ReturnType<typeof fieldRules.newPassword>, value: string) => {
  if (rules.required && !value) return rules.required;
  if (rules.minLength && value.length < rules.minLength.value) return rules.minLength.message;
  if (rules.maxLength && value.length > rules.maxLength.value) return rules.maxLength.message;
  for (const check of Object.values(rules.validate ?? {})) {
    const result = check(value);
    if (result !== true) return result;
  }
  return true;
};

describe('form messages (spec §5)', () => {
  it('uses the generic texts', () => {
    expect(formMessages.required('Email')).toBe('Please enter Email');
    expect(formMessages.minLength('Password', 8)).toBe('Password must be at least 8 characters');
    expect(formMessages.invalid('Email', 'email')).toBe('Email is not a valid email');
  });
});

describe('field rules', () => {
  it('email: required after trimming, then shape', () => {
    expect(run(fieldRules.email(), '   ')).toBe('Please enter Email');
    expect(run(fieldRules.email(), 'ann@')).toBe('Email is not a valid email');
    expect(run(fieldRules.email(), ' ann@x.com ')).toBe(true);
  });

  it('new password mirrors the API shape rules', () => {
    const rules = fieldRules.newPassword();
    expect(run(rules, '')).toBe('Please enter Password');
    expect(run(rules, 'abc1')).toBe('Password must be at least 8 characters');
    expect(run(rules, 'a1'.repeat(33))).toBe('Password must be at most 64 characters');
    expect(run(rules, '12345678')).toBe('Password must contain at least one letter');
    expect(run(rules, 'abcdefgh')).toBe('Password must contain at least one number');
    expect(run(rules, ' abcdef12')).toBe('Password must not start or end with a space');
    expect(run(rules, 'Brake-pads 2024')).toBe(true);
  });

  it('postal code: the market label, spec §5 characters rule, then the full shape', () => {
    expect(run(fieldRules.postalCode(US_MARKET), ' ')).toBe('Please enter ZIP code');
    expect(run(fieldRules.postalCode(US_MARKET), '9021A')).toBe('ZIP code must contain digits only');
    expect(run(fieldRules.postalCode(US_MARKET), '9021')).toBe('ZIP code must be 5 digits');
    expect(run(fieldRules.postalCode(US_MARKET), '90210')).toBe(true);
    expect(run(fieldRules.postalCode(CA_MARKET), '')).toBe('Please enter Postal code');
    expect(run(fieldRules.postalCode(CA_MARKET), '123456')).toBe('Postal code must contain letters');
    expect(run(fieldRules.postalCode(CA_MARKET), 'K1A 0B')).toBe('Postal code must look like A1A 1A1');
    expect(run(fieldRules.postalCode(CA_MARKET), 'k1a 0b1')).toBe(true);
  });

  it('phone: 10 to 15 digits with the usual punctuation', () => {
    expect(run(fieldRules.phone(), '')).toBe('Please enter Phone');
    expect(run(fieldRules.phone(), '555-0100')).toBe('Phone is not a valid phone number');
    expect(run(fieldRules.phone(), 'call me 5550100100')).toBe('Phone is not a valid phone number');
    expect(run(fieldRules.phone(), '+1 (416) 555-0100')).toBe(true);
  });

  it('match compares with the other field at check time', () => {
    let other = 'a';
    const rules = fieldRules.matches('Confirm password', 'Password', () => other);
    expect(run(rules, 'b')).toBe('Confirm password must match Password');
    other = 'b';
    expect(run(rules, 'b')).toBe(true);
  });
});

describe('server errors', () => {
  it('puts fieldErrors of known fields at their fields, first message wins', () => {
    const error = new ApiError({
      code: 400,
      message: 'Password is too common',
      fieldErrors: [
        { field: 'password', message: 'Password is too common' },
        { field: 'password', message: 'second' },
        { field: 'somethingElse', message: 'ignored' },
      ],
    });
    expect(serverFormErrors(error, ['email', 'password'])).toEqual({ fields: { password: 'Password is too common' } });
  });

  it('gives a form message for rate limits and unknown fields', () => {
    const limited = new ApiError({ code: 429, status: 429, message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    expect(serverFormErrors(limited, ['email'])).toEqual({ fields: {}, form: 'Too many sign-in attempts. Please try again in 15 minutes.' });
  });

  it('turns network failures and timeouts into a connection message', () => {
    const offline = new ApiError({ code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true });
    const production = new ApiError({ code: 504, message: 'timeout of 10000ms exceeded' });
    expect(serverFormErrors(offline, []).form).toBe(NETWORK_MESSAGE);
    expect(serverFormErrors(production, []).form).toBe(NETWORK_MESSAGE);
  });

  it('reports to a react-hook-form style setError', () => {
    const setError = jest.fn();
    reportServerErrors(new ApiError({ code: 400, message: 'x', fieldErrors: [{ field: 'email', message: 'Taken' }] }), ['email'], setError, () => undefined);
    reportServerErrors(new Error('boom'), ['email'], setError, () => undefined);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }],
      ['root.server', { type: 'server', message: 'boom' }],
    ]);
  });

  it('focuses the first wrong field in the form\'s order, not the server\'s', () => {
    const focus = jest.fn();
    const error = new ApiError({ code: 400, message: 'x', fieldErrors: [{ field: 'postalCode', message: 'Wrong ZIP' }, { field: 'city', message: 'Enter the city' }] });
    reportServerErrors(error, ['firstName', 'city', 'postalCode'], () => undefined, focus);
    expect(focus.mock.calls).toEqual([['city']]);
    reportServerErrors(new Error('boom'), ['city'], () => undefined, focus);
    expect(focus).toHaveBeenCalledTimes(1);
  });
});
