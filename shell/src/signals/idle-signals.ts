import { bus, webStorage } from '@axlebay/shared-lib';
import { debugFlag } from './debug-flag';
import { LAZY_GTM_FLAG, queryFlag } from './query-flags';
import type { SignalsOptions } from './start-signals';
import { scheduleTagManager } from './tag-manager';
import { startWebVitals } from './web-vitals';

/**
 * The signals' idle chunk (with the web-vitals library): runs once per page, after the first page is
 * on screen and the browser idle. `search` is the query the page was opened with.
 */
export function runSignals({ config, registry, overrides, search }: SignalsOptions & { search: string }, onError: (what: string) => (error: unknown) => void): void {
  startWebVitals((props) => bus.publish('track', { name: 'web_vital', props }, 'shell'));

  const lazyGtm = queryFlag(search, LAZY_GTM_FLAG) === true;
  scheduleTagManager({ gtmId: config.gtmId, lazy: lazyGtm });

  const debug = debugFlag(search, webStorage('local'), Date.now());
  if (debug.changed) bus.publish('track', { name: 'debug', props: { on: debug.on } }, 'shell');
  if (!debug.on) return;
  import(/* webpackChunkName: "debug-panel" */ './debug/mount-debug-panel').then(
    (m) => m.mountDebugPanel({ until: debug.until!, registry, overrides, flags: { debug: true, [LAZY_GTM_FLAG]: lazyGtm }, gtmId: config.gtmId }),
    onError('debug-panel'),
  );
}
