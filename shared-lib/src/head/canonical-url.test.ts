import { canonicalUrl } from './canonical-url';

describe('canonicalUrl', () => {
  it('joins origin and pathname', () => {
    expect(canonicalUrl('https://axlebay.com', '/parts/brakes')).toBe('https://axlebay.com/parts/brakes');
  });

  it('drops the query and the hash', () => {
    expect(canonicalUrl('https://axlebay.com', '/parts?page=2&sort=price#reviews')).toBe('https://axlebay.com/parts');
  });

  it('drops trailing slashes', () => {
    expect(canonicalUrl('https://axlebay.com', '/parts/')).toBe('https://axlebay.com/parts');
    expect(canonicalUrl('https://axlebay.com', '/parts//')).toBe('https://axlebay.com/parts');
  });

  it('keeps the slash of the root', () => {
    expect(canonicalUrl('https://axlebay.com', '/')).toBe('https://axlebay.com/');
    expect(canonicalUrl('https://axlebay.com/', '')).toBe('https://axlebay.com/');
    expect(canonicalUrl('https://axlebay.com', '/?utm_source=x')).toBe('https://axlebay.com/');
  });

  it('uses only the origin of the origin argument', () => {
    expect(canonicalUrl('https://ca.axlebay.com/cart?x=1', '/parts')).toBe('https://ca.axlebay.com/parts');
    expect(canonicalUrl('https://axlebay.com/shop/', 'parts')).toBe('https://axlebay.com/parts');
  });

  it('never leaves the given origin', () => {
    expect(canonicalUrl('https://axlebay.com', '//evil.example/parts')).toBe('https://axlebay.com/parts');
    expect(canonicalUrl('https://axlebay.com', 'https://evil.example/parts')).toBe('https://axlebay.com/parts');
  });

  it('throws when the origin is not absolute', () => {
    expect(() => canonicalUrl('axlebay.com', '/parts')).toThrow(TypeError);
    expect(() => canonicalUrl('', '/parts')).toThrow(/origin must be an absolute URL/);
  });
});
