import { nextNicknameChangeAt, nicknameProblem } from './nickname-rules';
import { checkName, checkZipCode } from './profile-rules';

describe('postal codes per market', () => {
  it('US: 5 digits', () => {
    expect(checkZipCode(' 90210 ', 2022)).toEqual({ value: '90210' });
    expect(checkZipCode('', 2022)).toEqual({ value: '' });
    for (const bad of ['9021', '902100', 'K1A 0B1', '90210-1234', 'abcde']) {
      expect(checkZipCode(bad, 2022)).toEqual({ error: { field: 'zipCode', message: 'ZIP code must be 5 digits' } });
    }
  });

  it('Canada: A1A 1A1, normalised', () => {
    expect(checkZipCode('k1a0b1', 2023)).toEqual({ value: 'K1A 0B1' });
    expect(checkZipCode('M5V 3L9', 2023)).toEqual({ value: 'M5V 3L9' });
    for (const bad of ['90210', 'D1A 0B1', 'K1A 0B', 'KKA 0B1']) {
      expect(checkZipCode(bad, 2023)).toEqual({ error: { field: 'zipCode', message: 'Postal code must look like A1A 1A1' } });
    }
  });

  it('names: trimmed, 50 characters at most', () => {
    expect(checkName('  Zoë  ', 'firstName')).toEqual({ value: 'Zoë' });
    expect(checkName('x'.repeat(51), 'lastName')).toEqual({ error: { field: 'lastName', message: 'Last name must be at most 50 characters' } });
  });
});

describe('nickname rules', () => {
  it('length and characters', () => {
    expect(nicknameProblem('J')).toBe('Nickname must be at least 2 characters');
    expect(nicknameProblem('x'.repeat(31))).toBe('Nickname must be at most 30 characters');
    expect(nicknameProblem('<script>')).toBe("Nickname can only contain letters, numbers, spaces and . _ - '");
    expect(nicknameProblem("Renée O'Neil-2")).toBeUndefined();
  });

  it('may change again 30 days after the last change', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(nextNicknameChangeAt(null, now)).toBeNull();
    expect(nextNicknameChangeAt(new Date('2026-02-20T00:00:00Z'), now)?.toISOString()).toBe('2026-03-22T00:00:00.000Z');
    expect(nextNicknameChangeAt(new Date('2026-01-30T00:00:00Z'), now)).toBeNull();
  });
});
