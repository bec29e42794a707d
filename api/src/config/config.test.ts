import { loadConfig } from './config';

describe('loadConfig', () => {
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
});
