import { describe, expect, it } from '@jest/globals';
import { browserOf, isMobileUserAgent, isUnsupported } from './browser';

const UA = {
  chrome89: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.90 Safari/537.36',
  chrome90: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.85 Safari/537.36',
  safari140: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0.3 Safari/605.1.15',
  safari141: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1 Safari/605.1.15',
  iphone15: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  opera75: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.90 Safari/537.36 OPR/75.0.3969.149',
  opera76: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.85 Safari/537.36 OPR/76.0.4017.94',
  firefox77: 'Mozilla/5.0 (X11; Linux x86_64; rv:77.0) Gecko/20100101 Firefox/77.0',
  firefox78: 'Mozilla/5.0 (X11; Linux x86_64; rv:78.0) Gecko/20100101 Firefox/78.0',
  android: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  edge120: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
};

describe('browser detection (spec §8: unsupported below Chrome 90, Safari 14.1, Opera 76, Firefox 78)', () => {
  it.each([
    ['chrome89', 'Chrome', true],
    ['chrome90', 'Chrome', false],
    ['safari140', 'Safari', true],
    ['safari141', 'Safari', false],
    ['iphone15', 'Safari', false],
    ['opera75', 'Opera', true],
    ['opera76', 'Opera', false],
    ['firefox77', 'Firefox', true],
    ['firefox78', 'Firefox', false],
    ['edge120', 'Edge', false],
  ] as const)('%s is %s, unsupported: %s', (key, name, unsupported) => {
    const browser = browserOf(UA[key]);
    expect(browser.name).toBe(name);
    expect(isUnsupported(browser)).toBe(unsupported);
  });

  it('never flags a browser it does not know', () => {
    expect(isUnsupported(browserOf('curl/8.0'))).toBe(false);
  });

  it('detects mobile from the user agent (spec §9)', () => {
    expect(isMobileUserAgent(UA.android)).toBe(true);
    expect(isMobileUserAgent(UA.iphone15)).toBe(true);
    expect(isMobileUserAgent(UA.chrome90)).toBe(false);
  });
});
