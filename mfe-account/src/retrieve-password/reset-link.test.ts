import { describe, expect, it, jest } from '@jest/globals';
import { forgetResetLink, readResetLink } from './reset-link';

describe('reset link', () => {
  it('reads token and email from the fragment', () => {
    expect(readResetLink('#token=abc&email=ann%40x.com')).toEqual({ token: 'abc', email: 'ann@x.com' });
    expect(readResetLink('#email=ann%40x.com')).toEqual({ email: 'ann@x.com' });
    expect(readResetLink('')).toEqual({});
    expect(readResetLink('#token=%20%20')).toEqual({});
  });

  it('drops the fragment from the address bar, keeping path and query', () => {
    const replaceState = jest.fn();
    forgetResetLink({ pathname: '/retrievePassword', search: '?x=1', hash: '#token=abc' }, { replaceState, state: null });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/retrievePassword?x=1');
    replaceState.mockClear();
    forgetResetLink({ pathname: '/retrievePassword', search: '', hash: '' }, { replaceState, state: null });
    expect(replaceState).not.toHaveBeenCalled();
  });
});
