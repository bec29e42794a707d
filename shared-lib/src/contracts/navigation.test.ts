import { describe, expect, it } from '@jest/globals';
import { isInSitePath } from './navigation';

describe('isInSitePath', () => {
  it.each(['/', '/search?keyword=led', '/myAccount/orderHistory?page=2#top'])('accepts %s', (p) => {
    expect(isInSitePath(p)).toBe(true);
  });
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'myAccount', '/a\nb'])('refuses %s', (p) => {
    expect(isInSitePath(p)).toBe(false);
  });
});
