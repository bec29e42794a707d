import { errorMessageOf, fieldErrorsOf } from './error-message';

describe('errorMessageOf', () => {
  it('prefers the body message', () => {
    const body = { message: 'Email taken', msg: 'ignored', fieldErrors: [{ field: 'email', message: 'bad' }] };
    expect(errorMessageOf(body, 'fallback')).toBe('Email taken');
  });

  it('uses the first fieldErrors array entry as "field message"', () => {
    const body = { fieldErrors: [{ field: 'zip', message: 'is invalid' }, { field: 'city', message: 'is empty' }], msg: 'x' };
    expect(errorMessageOf(body, 'fallback')).toBe('zip is invalid');
  });

  it('uses the first entry of a fieldErrors map', () => {
    expect(errorMessageOf({ fieldErrors: { password: 'too short', email: 'bad' } }, 'fallback')).toBe('password too short');
  });

  it('falls back to msg, then to the given fallback', () => {
    expect(errorMessageOf({ msg: 'Server busy', message: '' }, 'fallback')).toBe('Server busy');
    expect(errorMessageOf({ code: 500 }, 'Request failed with status code 500')).toBe('Request failed with status code 500');
    expect(errorMessageOf('<html>', 'Network Error')).toBe('Network Error');
    expect(errorMessageOf({ fieldErrors: [] }, 'fallback')).toBe('fallback');
  });
});

describe('fieldErrorsOf', () => {
  it('normalises a map to an array and empty input to undefined', () => {
    expect(fieldErrorsOf({ fieldErrors: { a: 'x', b: ['y', 'z'] } })).toEqual([
      { field: 'a', message: 'x' },
      { field: 'b', message: 'y' },
    ]);
    expect(fieldErrorsOf({ fieldErrors: {} })).toBeUndefined();
    expect(fieldErrorsOf({})).toBeUndefined();
  });
});
