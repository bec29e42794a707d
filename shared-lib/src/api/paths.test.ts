import { isDataServicePath, isPublicPath, pathnameOf } from './paths';

describe('pathnameOf', () => {
  it('drops origin, query and hash and adds a leading slash', () => {
    expect(pathnameOf('https://api.example.com/a/b?x=1#h')).toBe('/a/b');
    expect(pathnameOf('infra/public/buyer/file/address?x=1')).toBe('/infra/public/buyer/file/address');
  });
});

describe('isPublicPath', () => {
  it.each([
    '/account/public/buyer/login',
    'infra/public/buyer/dynamic-promotion-code/calculate',
    '/infra/public/ip/information',
    '/ip/lookup',
    '/health',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/account/buyer/member-level',
    '/account/buyer/shipping-address', // contains "ip" inside a segment only
    '/account/buyer/current/garage-vehicle',
    '/healthy',
    '/account/buyer/list?filter=/public',
  ])('%s needs a token', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('isDataServicePath', () => {
  it('matches paths under /data-service/ only', () => {
    expect(isDataServicePath('/data-service/public/event/track')).toBe(true);
    expect(isDataServicePath('data-service/public/buyer/marketing/page-load')).toBe(true);
    expect(isDataServicePath('/infra/data-service/x')).toBe(false);
    expect(isDataServicePath('/data-services/x')).toBe(false);
  });
});
