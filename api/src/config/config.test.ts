import { loadConfig } from './config';

describe('loadConfig', () => {
  it('ranks searches in memory unless told to use PostgreSQL only', () => {
    expect(loadConfig({}).searchIndex).toBe('memory');
    expect(loadConfig({ AXLEBAY_SEARCH_INDEX: 'postgres' }).searchIndex).toBe('postgres');
    expect(() => loadConfig({ AXLEBAY_SEARCH_INDEX: 'elastic' })).toThrow('AXLEBAY_SEARCH_INDEX must be memory or postgres (got elastic)');
  });

  it('runs one API process unless told otherwise; more than one only on PostgreSQL', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ AXLEBAY_API_PROCESSES: '2', DATABASE_URL: 'postgres://localhost/shop' }).processes).toBe(2);
    expect(() => loadConfig({ AXLEBAY_API_PROCESSES: '2' })).toThrow(
      'AXLEBAY_API_PROCESSES=2 needs PostgreSQL (DATABASE_URL): the embedded PGlite database can be opened by one process only',
    );
    expect(() => loadConfig({ AXLEBAY_API_PROCESSES: 'two', DATABASE_URL: 'postgres://localhost/shop' })).toThrow('AXLEBAY_API_PROCESSES must be a whole number from 1 to 64 (got two)');
  });

  it('names the abuse-limit counters and the registrations per IP', () => {
    expect(loadConfig({})).toMatchObject({ limitNamespace: 'shop', registrationsPerIpHour: 10 });
    expect(loadConfig({ AXLEBAY_LIMIT_NAMESPACE: 'eu-1', AXLEBAY_REGISTRATIONS_PER_IP_HOUR: '50' })).toMatchObject({ limitNamespace: 'eu-1', registrationsPerIpHour: 50 });
    expect(() => loadConfig({ AXLEBAY_LIMIT_NAMESPACE: 'a b' })).toThrow(/AXLEBAY_LIMIT_NAMESPACE must be/);
  });

  it('gives bearer tokens 15 minutes unless told otherwise, and Secure refresh cookies in production', () => {
    expect(loadConfig({})).toMatchObject({ accessTokenSeconds: 900, secureCookies: false });
    expect(loadConfig({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(loadConfig({ AXLEBAY_ACCESS_TOKEN_SECONDS: '2', AXLEBAY_SECURE_COOKIES: 'true' })).toMatchObject({ accessTokenSeconds: 2, secureCookies: true });
    expect(() => loadConfig({ AXLEBAY_ACCESS_TOKEN_SECONDS: '0' })).toThrow('AXLEBAY_ACCESS_TOKEN_SECONDS must be a whole number of seconds from 1 to 86400 (got 0)');
    expect(() => loadConfig({ AXLEBAY_SECURE_COOKIES: 'yes' })).toThrow('AXLEBAY_SECURE_COOKIES must be true or false (got yes)');
  });

  it('reads the member month window from AXLEBAY_MEMBER_MONTH, or leaves it to the stored data', () => {
    expect(loadConfig({}).memberMonth).toBeUndefined();
    expect(loadConfig({ AXLEBAY_MEMBER_MONTH: '2026-11-01T00:00:00Z/2026-12-01T00:00:00Z' }).memberMonth).toEqual({
      startsAt: new Date('2026-11-01T00:00:00Z'),
      endsAt: new Date('2026-12-01T00:00:00Z'),
    });
    for (const bad of ['2026-11-01', 'soon/later', '2026-12-01T00:00:00Z/2026-11-01T00:00:00Z', 'a/b/c']) {
      expect(() => loadConfig({ AXLEBAY_MEMBER_MONTH: bad })).toThrow(/AXLEBAY_MEMBER_MONTH must be <start>\/<end>/);
    }
  });

  it('keeps tracking events 90 days unless told otherwise', () => {
    expect(loadConfig({}).trackingRetentionDays).toBe(90);
    expect(loadConfig({ AXLEBAY_TRACKING_RETENTION_DAYS: '30' }).trackingRetentionDays).toBe(30);
    expect(() => loadConfig({ AXLEBAY_TRACKING_RETENTION_DAYS: '0' })).toThrow('AXLEBAY_TRACKING_RETENTION_DAYS must be a whole number of days from 1 to 3650 (got 0)');
    expect(() => loadConfig({ AXLEBAY_TRACKING_RETENTION_DAYS: '1.5' })).toThrow(/whole number of days/);
  });
});
