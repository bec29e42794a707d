import { isPublicPath } from './public-paths';

describe('isPublicPath', () => {
  it.each([
    ['/account/public/buyer/login', true],
    ['/infra/public/ip/information', true],
    ['/ip/whatever', true],
    ['/health', true],
    ['/account/buyer/account/current', false],
    ['/account/buyer/shipping-address', false],
    ['/account/buyer/list?filter=/public', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});
