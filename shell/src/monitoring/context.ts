import { browserOf, isMobileUserAgent, isUnsupported } from './browser';

/** Tags every report carries (spec §8: screen size, device type, network type). */
export interface ClientContext {
  screen: string;
  viewport: string;
  device: 'mobile' | 'desktop';
  network: string;
  browser: string;
  unsupported: boolean;
}

type NavigatorLike = Pick<Navigator, 'userAgent'> & { connection?: { effectiveType?: string; type?: string } };
type WindowLike = { screen?: Pick<Screen, 'width' | 'height'>; innerWidth: number; innerHeight: number; navigator: NavigatorLike };

export function clientContext(win: WindowLike): ClientContext {
  const ua = win.navigator.userAgent;
  const browser = browserOf(ua);
  const connection = win.navigator.connection;
  return {
    screen: win.screen ? `${win.screen.width}x${win.screen.height}` : 'unknown',
    viewport: `${win.innerWidth}x${win.innerHeight}`,
    device: isMobileUserAgent(ua) ? 'mobile' : 'desktop',
    // navigator.connection exists in Chromium only; elsewhere the network type is not known.
    network: connection?.effectiveType ?? connection?.type ?? 'unknown',
    browser: `${browser.name} ${browser.version}`,
    unsupported: isUnsupported(browser),
  };
}
