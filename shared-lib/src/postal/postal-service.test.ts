import { BUYING_API } from '../contracts/checkout';
import { CA_MARKET, US_MARKET } from '../market';
import { scriptedApi } from '../testing/scripted-api';
import { POSTAL_COOKIES, readPostalCookie } from './postal-cookies';
import { createPostalService, LAST_IP_STORAGE, postalService } from './postal-service';
import type { PostalState } from './postal-types';

const AUTO = `GET ${BUYING_API.areaAutoComplete}`;
const IP = `GET ${BUYING_API.ipInformation}`;
const BEVERLY = { placeId: 'US-90210', text: 'Beverly Hills, CA 90210', postalCode: '90210', city: 'Beverly Hills', state: 'CA', country: 'US' };
const SAN_JOSE = { ip: '73.162.0.1', zipCode: '95131', countryAbbr: 'US', stateAbbr: 'CA', cityName: 'San Jose' };
const MONTREAL = { ip: '24.48.0.1', zipCode: 'H1S', countryAbbr: 'CA', stateAbbr: 'QC', cityName: 'Montreal' };

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const cookies = () => Object.fromEntries(Object.values(POSTAL_COOKIES).map((n) => [n, readPostalCookie(n)]));

describe('PostalService.current (spec §4: a user-set code wins)', () => {
  it('is empty without cookies', () => {
    expect(createPostalService().current()).toEqual({ postCode: '', cityName: '', stateName: '', deliverAble: false, loading: false });
  });

  it('prefers the user-set code over the detected one', () => {
    document.cookie = 'autoPostalCode=95131; Path=/';
    document.cookie = 'userPostalCode=90210; Path=/';
    document.cookie = 'userCity=Beverly%20Hills; Path=/';
    document.cookie = 'userState=CA; Path=/';
    expect(createPostalService().current()).toEqual({ postCode: '90210', cityName: 'Beverly Hills', stateName: 'CA', deliverAble: true, loading: false });
  });

  it('reads cookies when asked, not when created', () => {
    const service = createPostalService();
    document.cookie = 'autoPostalCode=95131; Path=/';
    expect(service.current().postCode).toBe('95131');
  });
});

describe('PostalService.setUserPostalCode', () => {
  it('normalises, looks the place up, writes the cookies and emits', async () => {
    const { api, calls } = scriptedApi({ [AUTO]: [BEVERLY] });
    const service = createPostalService();
    const seen: PostalState[] = [];
    service.postal$.subscribe((s) => seen.push(s));
    const state = await service.setUserPostalCode(US_MARKET, ' 90210 ', api);
    expect(state).toEqual({ postCode: '90210', cityName: 'Beverly Hills', stateName: 'CA', deliverAble: true, loading: false });
    expect(calls).toEqual([['GET', BUYING_API.areaAutoComplete, { keyword: '90210', countryId: 208 }]]);
    expect(cookies()).toEqual({ userPostalCode: '90210', autoPostalCode: '', userState: 'CA', userCity: 'Beverly Hills' });
    expect(seen.map((s) => s.loading)).toEqual([false, true, false]);
    expect(document.cookie).not.toContain('userPostalCode= 90210');
  });

  it('a code the market does not know is kept but not deliverable', async () => {
    const { api } = scriptedApi({ [AUTO]: [] });
    const state = await createPostalService().setUserPostalCode(US_MARKET, '00000', api);
    expect(state).toMatchObject({ postCode: '00000', deliverAble: false, cityName: '' });
  });

  it('Canada: upper case with the space, looked up in country 206', async () => {
    const { api, calls } = scriptedApi({ [AUTO]: [{ placeId: 'CA-H2X1Y4', text: 'Montreal, QC H2X 1Y4', postalCode: 'H2X 1Y4', city: 'Montreal', state: 'QC', country: 'CA' }] });
    const state = await createPostalService().setUserPostalCode(CA_MARKET, 'h2x1y4', api);
    expect(state).toMatchObject({ postCode: 'H2X 1Y4', cityName: 'Montreal', stateName: 'QC', deliverAble: true });
    expect(calls[0]![2]).toEqual({ keyword: 'H2X 1Y4', countryId: 206 });
  });

  it('spec §5: a code that breaks the market rule is cleared, and the detected one shows again', async () => {
    document.cookie = 'autoPostalCode=95131; Path=/';
    document.cookie = 'userPostalCode=90210; Path=/';
    const { api, calls } = scriptedApi({});
    const state = await createPostalService().setUserPostalCode(US_MARKET, 'K1A 0B1', api);
    expect(calls).toEqual([]);
    expect(state.postCode).toBe('95131');
    expect(readPostalCookie('userPostalCode')).toBe('');
  });

  it('a failed lookup is logged only (spec §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = scriptedApi({ [AUTO]: new Error('timeout') });
    const state = await createPostalService().setUserPostalCode(US_MARKET, '90210', api);
    expect(state).toMatchObject({ postCode: '90210', deliverAble: false, loading: false });
    expect(warn).toHaveBeenCalled();
  });
});

describe('PostalService.detect (spec §4, §6: US visitors only)', () => {
  it('stores the detected code with city and state, and the IP it came from', async () => {
    const { api } = scriptedApi({ [IP]: SAN_JOSE });
    const state = await createPostalService().detect(api, US_MARKET);
    expect(state).toEqual({ postCode: '95131', cityName: 'San Jose', stateName: 'CA', deliverAble: true, loading: false });
    expect(cookies()).toEqual({ userPostalCode: '', autoPostalCode: '95131', userState: 'CA', userCity: 'San Jose' });
    expect(localStorage.getItem(LAST_IP_STORAGE)).toBe('73.162.0.1');
  });

  it('does not run in the Canadian shop, nor when the shopper set a code', async () => {
    const { api, calls } = scriptedApi({ [IP]: SAN_JOSE });
    await createPostalService().detect(api, CA_MARKET);
    document.cookie = 'userPostalCode=90210; Path=/';
    expect((await createPostalService().detect(api, US_MARKET)).postCode).toBe('90210');
    expect(calls).toEqual([]);
  });

  it('re-runs only when the IP changed', async () => {
    const first = scriptedApi({ [IP]: SAN_JOSE });
    const service = createPostalService();
    await service.detect(first.api, US_MARKET);
    document.cookie = 'userCity=Edited; Path=/';
    await service.detect(first.api, US_MARKET);
    expect(service.current().cityName).toBe('Edited'); // same IP: nothing rewritten
    const moved = scriptedApi({ [IP]: { ip: '8.8.4.4', zipCode: '10001', countryAbbr: 'US', stateAbbr: 'NY', cityName: 'New York' } });
    expect(await service.detect(moved.api, US_MARKET)).toMatchObject({ postCode: '10001', cityName: 'New York', stateName: 'NY' });
  });

  it('a visitor outside the US has the stored postal data removed', async () => {
    const service = createPostalService();
    await service.detect(scriptedApi({ [IP]: SAN_JOSE }).api, US_MARKET);
    const state = await service.detect(scriptedApi({ [IP]: MONTREAL }).api, US_MARKET);
    expect(state).toEqual({ postCode: '', cityName: '', stateName: '', deliverAble: false, loading: false });
    expect(cookies()).toEqual({ userPostalCode: '', autoPostalCode: '', userState: '', userCity: '' });
    expect(localStorage.getItem(LAST_IP_STORAGE)).toBeNull();
  });

  it('an unknown place (private IP) changes nothing; a failure is logged only', async () => {
    document.cookie = 'autoPostalCode=95131; Path=/';
    const service = createPostalService();
    await service.detect(scriptedApi({ [IP]: { ip: '127.0.0.1', zipCode: '', countryAbbr: '', stateAbbr: '', cityName: '' } }).api, US_MARKET);
    expect(service.current().postCode).toBe('95131');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await service.detect(scriptedApi({ [IP]: new Error('network') }).api, US_MARKET);
    expect(service.current().postCode).toBe('95131');
    expect(warn).toHaveBeenCalled();
  });
});

describe('postalService()', () => {
  it('is one instance per page, on a global symbol', () => {
    expect(postalService()).toBe(postalService());
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('axlebay.postal-service')]).toBe(postalService());
  });
});
