import { PASSWORD_MESSAGES, passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it.each([
    ['', PASSWORD_MESSAGES.tooShort],
    ['abc1234', 'Password must be at least 8 characters'],
    ['a1'.repeat(32) + 'x', 'Password must be at most 64 characters'],
    ['12345678', 'Password must contain at least one letter'],
    ['Bumper-Grille', 'Password must contain at least one number'],
    [' Bumper 2024', 'Password must not start or end with a space'],
    ['Bumper 2024 ', 'Password must not start or end with a space'],
    ['Bumper\t2024', 'Password contains characters that are not allowed'],
    ['Password123', 'This password is too common. Please choose a less predictable one'],
    ['QWERTY123', 'This password is too common. Please choose a less predictable one'],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('refuses the email address and its name part', () => {
    expect(passwordProblem('Jane.Doe42@Example.com', 'jane.doe42@example.com')).toBe(PASSWORD_MESSAGES.isEmail);
    expect(passwordProblem('jane.doe42', 'jane.doe42@example.com')).toBe(PASSWORD_MESSAGES.isEmail);
    expect(passwordProblem('x-jane.doe42@example.com-1', 'jane.doe42@example.com')).toBe(PASSWORD_MESSAGES.isEmail);
    expect(passwordProblem('Brake-pads 2024', 'jane.doe42@example.com')).toBeUndefined();
  });

  it('accepts sensible passwords, counting characters rather than bytes', () => {
    expect(passwordProblem('Brake-pads 2024')).toBeUndefined();
    expect(passwordProblem('Bremsbeläge7')).toBeUndefined();
    expect(passwordProblem('ä1'.repeat(32))).toBeUndefined(); // 64 characters, 96 bytes
    expect(passwordProblem('z9'.repeat(4))).toBeUndefined(); // exactly 8
  });
});
