import { startTestApi, type TestApi } from '../test-support/test-api';

const INFO = '/infra/public/ip/information';
const site = (key: string) => `/infra/public/ip/public/${key}/site`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

let behindProxy: TestApi;
let direct: TestApi;
beforeAll(async () => {
  // The config is read when the API starts: one API trusting one proxy hop, one trusting none.
  process.env.AXLEBAY_TRUST_PROXY = '1';
  try {
    behindProxy = await startTestApi();
  } finally {
    delete process.env.AXLEBAY_TRUST_PROXY;
  }
  direct = await startTestApi();
}, 120_000);
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

describe('GET /infra/public/ip/information', () => {
  it('a US visitor: zip code, state code and city (GeoLite2)', async () => {
    const res = await behindProxy.get(INFO, from('73.162.0.1'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ip: '73.162.0.1', zipCode: '95131', countryAbbr: 'US', stateAbbr: 'CA', cityName: 'San Jose' });
  });

  it('a Canadian visitor: the province code from its name', async () => {
    expect((await behindProxy.get(INFO, from('24.48.0.1'))).body.data).toEqual({ ip: '24.48.0.1', zipCode: 'H1S', countryAbbr: 'CA', stateAbbr: 'QC', cityName: 'Montreal' });
  });

  it('IPv6 addresses are looked up in the IPv6 file', async () => {
    expect((await behindProxy.get(INFO, from('2001:4860:4860::8888'))).body.data).toMatchObject({ ip: '2001:4860:4860::8888', countryAbbr: 'US' });
  });

  it('loopback and private addresses answer empty fields', async () => {
    expect((await behindProxy.get(INFO)).body.data).toEqual({ ip: '127.0.0.1', zipCode: '', countryAbbr: '', stateAbbr: '', cityName: '' });
    for (const ip of ['10.1.2.3', '192.168.0.10', '::1', 'fd00::1']) {
      expect((await behindProxy.get(INFO, from(ip))).body.data).toEqual({ ip, zipCode: '', countryAbbr: '', stateAbbr: '', cityName: '' });
    }
  });

  it('with one trusted hop, the address the proxy saw (right-most) is used, not what the client wrote', async () => {
    expect((await behindProxy.get(INFO, from('24.48.0.1, 73.162.0.1'))).body.data.ip).toBe('73.162.0.1');
    expect((await behindProxy.get(INFO, from('not-an-ip'))).body.data.ip).toBe('127.0.0.1');
  });

  it('without a trusted proxy X-Forwarded-For is ignored', async () => {
    expect((await direct.get(INFO, from('73.162.0.1'))).body.data).toEqual({ ip: '127.0.0.1', zipCode: '', countryAbbr: '', stateAbbr: '', cityName: '' });
  });
});

describe('GET /infra/public/ip/public/{key}/site', () => {
  it('Canada → 2023, anywhere else → 2022', async () => {
    expect((await behindProxy.get(site('3f1c0d0e-8a51-4f0f-9f55-0d1f1c2b3a4d'), from('24.48.0.1'))).body.data).toEqual({ ip: '24.48.0.1', countryAbbr: 'CA', site: 2023 });
    expect((await behindProxy.get(site('visitor-1'), from('73.162.0.1'))).body.data).toEqual({ ip: '73.162.0.1', countryAbbr: 'US', site: 2022 });
    expect((await behindProxy.get(site('visitor-1'))).body.data).toEqual({ ip: '127.0.0.1', countryAbbr: '', site: 2022 });
  });

  it('a malformed visitor key is 400', async () => {
    for (const key of ['a%20b', 'x'.repeat(65), '%00', '%ED%A0%80']) {
      const res = await behindProxy.get(site(key));
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
    }
  });
});
