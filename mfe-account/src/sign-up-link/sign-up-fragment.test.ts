import { describe, expect, it } from '@jest/globals';
import { readSignUpFragment } from './sign-up-fragment';

describe('readSignUpFragment', () => {
  it('reads a sign-up token or an unsubscribe key, decoded and trimmed', () => {
    expect(readSignUpFragment('#signUpToken=abc-_123')).toEqual({ kind: 'signUp', token: 'abc-_123' });
    expect(readSignUpFragment('#unsubscribe=k%2Dey%20')).toEqual({ kind: 'unsubscribe', key: 'k-ey' });
  });

  it('finds nothing in an empty, foreign or blank fragment', () => {
    for (const hash of ['', '#', '#token=abc', '#signUpToken=', '#unsubscribe=%20%20']) expect(readSignUpFragment(hash)).toBeUndefined();
  });
});
