import type { FastifyRequest } from 'fastify';
import { clientIp, isPrivateIp, unmapped } from './client-ip';
import { createIpLocator, NOWHERE, packagedGeoDatabase } from './ip-location';

const request = (ip: string, xff?: string) => ({ ip, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as FastifyRequest;

describe('clientIp', () => {
  it('is the peer unless proxies are trusted', () => {
    expect(clientIp(request('10.0.0.2', '73.162.0.1'), 0)).toBe('10.0.0.2');
    expect(clientIp(request('::ffff:10.0.0.2'), 0)).toBe('10.0.0.2');
  });

  it('reads X-Forwarded-For from the right, one entry per trusted hop', () => {
    expect(clientIp(request('10.0.0.2', '1.1.1.1, 73.162.0.1'), 1)).toBe('73.162.0.1');
    expect(clientIp(request('10.0.0.2', '1.1.1.1, 73.162.0.1, 10.0.0.9'), 2)).toBe('73.162.0.1');
    expect(clientIp(request('10.0.0.2', '1.1.1.1, 73.162.0.1'), Number.POSITIVE_INFINITY)).toBe('1.1.1.1');
    expect(clientIp(request('10.0.0.2', 'junk, 73.162.0.1'), 5)).toBe('73.162.0.1');
    expect(clientIp(request('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('knows private and loopback addresses', () => {
    expect(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.1.1', '100.64.0.1', '::1', 'fe80::1', 'fd12::1', 'nonsense'].every(isPrivateIp)).toBe(true);
    expect(['73.162.0.1', '24.48.0.1', '2001:4860:4860::8888'].some(isPrivateIp)).toBe(false);
    expect(unmapped('::FFFF:24.48.0.1')).toBe('24.48.0.1');
  });
});

describe('createIpLocator', () => {
  it('reads the database shipped in the package (no download)', async () => {
    const files = packagedGeoDatabase();
    expect(files.ipv4).toMatch(/node_modules\/@ip-location-db\/geolite2-city-mmdb\/geolite2-city-ipv4\.mmdb$/);
    const log = { error: jest.fn() };
    expect(await createIpLocator(files, log).locate('73.162.0.1')).toMatchObject({ countryAbbr: 'US', stateAbbr: 'CA' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('a database that cannot be read answers empty fields and is logged (spec §8)', async () => {
    const log = { error: jest.fn() };
    const locator = createIpLocator({ ipv4: '/nonexistent/city-ipv4.mmdb', ipv6: '/nonexistent/city-ipv6.mmdb' }, log);
    expect(await locator.locate('73.162.0.1')).toEqual(NOWHERE);
    expect(await locator.locate('2001:4860:4860::8888')).toEqual(NOWHERE);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]![1]).toBe('postal-code lookup failed');
  });
});
