/**
 * What the user agent says about the shopper's browser and device (spec §9: mobile detected by user
 * agent; unsupported when older than Chrome 90, Safari 14.1, Opera 76, Firefox 78).
 */
export interface BrowserInfo {
  name: 'Chrome' | 'Safari' | 'Opera' | 'Firefox' | 'Edge' | 'other';
  version: number;
}

/** Oldest supported version per browser, `major + minor / 10` (14.1 → 14.1). */
export const MIN_SUPPORTED: Record<Exclude<BrowserInfo['name'], 'other'>, number> = {
  Chrome: 90,
  Safari: 14.1,
  Opera: 76,
  Firefox: 78,
  // Edge is Chromium: its version follows Chrome's.
  Edge: 90,
};

const version = (major: string, minor?: string) => Number(major) + (minor ? Math.min(Number(minor), 9) / 10 : 0);

/** Order matters: Opera and Edge also say Chrome; Chrome also says Safari. */
export function browserOf(ua: string): BrowserInfo {
  let m = /OPR\/(\d+)(?:\.(\d+))?/.exec(ua);
  if (m) return { name: 'Opera', version: version(m[1]!, m[2]) };
  m = /Edg(?:e|A|iOS)?\/(\d+)(?:\.(\d+))?/.exec(ua);
  if (m) return { name: 'Edge', version: version(m[1]!, m[2]) };
  m = /(?:Chrome|CriOS)\/(\d+)(?:\.(\d+))?/.exec(ua);
  if (m) return { name: 'Chrome', version: version(m[1]!, m[2]) };
  m = /(?:Firefox|FxiOS)\/(\d+)(?:\.(\d+))?/.exec(ua);
  if (m) return { name: 'Firefox', version: version(m[1]!, m[2]) };
  m = /Version\/(\d+)(?:\.(\d+))?.*Safari\//.exec(ua);
  if (m) return { name: 'Safari', version: version(m[1]!, m[2]) };
  return { name: 'other', version: 0 };
}

/** Older than the spec's minimum for a browser we know; unknown browsers are not flagged. */
export function isUnsupported(browser: BrowserInfo): boolean {
  return browser.name !== 'other' && browser.version < MIN_SUPPORTED[browser.name];
}

export function isMobileUserAgent(ua: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod|IEMobile|Opera Mini/i.test(ua);
}
