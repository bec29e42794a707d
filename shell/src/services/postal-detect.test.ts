import { BUYING_API, postalService, US_MARKET } from '@axlebay/shared-lib';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { routeMounted } from '../remote-area/route-mounted';
import { startPostalDetection } from './postal-detect';

describe('startPostalDetection', () => {
  it('detects the postal code once the first page is on screen and the browser is idle', async () => {
    jest.useFakeTimers();
    const { api, calls } = scriptedApi({ [`GET ${BUYING_API.ipInformation}`]: { ip: '73.162.0.1', zipCode: '95131', countryAbbr: 'US', stateAbbr: 'CA', cityName: 'San Jose' } });
    startPostalDetection(api, US_MARKET);
    await Promise.resolve();
    expect(calls).toEqual([]);
    routeMounted();
    await Promise.resolve();
    await jest.runAllTimersAsync();
    expect(calls).toEqual([['GET', BUYING_API.ipInformation, undefined]]);
    expect(postalService().current()).toMatchObject({ postCode: '95131', cityName: 'San Jose' });
    jest.useRealTimers();
  });
});
