import { bus, monitoring, webStorage } from '@axlebay/shared-lib';
import type { Registry } from '../registry/registry';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';
import type { RuntimeConfig } from '../services/runtime-config';
import { debugFlag } from './debug-flag';
import { LAZY_GTM_FLAG, queryFlag } from './query-flags';
import { scheduleTagManager } from './tag-manager';

export interface SignalsOptions {
  config: RuntimeConfig;
  /** The registry the page loaded its remotes from (overrides applied): the debug panel lists it. */
  registry: Registry;
  /** Remote overrides in force (tester's tool), for the debug panel. */
  overrides: readonly string[];
}

const failed = (what: string) => (error: unknown) => monitoring.report({ level: 'p3', kind: `signals.${what}`, error });

/**
 * The shell's signals, started once per page (spec §7 Tracking and Third-party, §2 query flags). In
 * the first load only what decides: the web vitals' code, and the debug panel's when the flag is on,
 * arrive as their own chunks once the first page is on screen and the browser idle; the tag manager
 * only with a configured container. Everything here publishes on the bus; the page's tracker sends.
 */
export function startSignals({ config, registry, overrides }: SignalsOptions): void {
  afterFirstRouteIdle(() => {
    import(/* webpackChunkName: "web-vitals" */ './web-vitals').then(
      (m) => m.startWebVitals((props) => bus.publish('track', { name: 'web_vital', props }, 'shell')),
      failed('web-vitals'),
    );
  });

  const lazyGtm = queryFlag(location.search, LAZY_GTM_FLAG) === true;
  scheduleTagManager({ gtmId: config.gtmId, lazy: lazyGtm });

  const debug = debugFlag(location.search, webStorage('local'), Date.now());
  if (debug.changed) bus.publish('track', { name: 'debug', props: { on: debug.on } }, 'shell');
  if (!debug.on) return;
  afterFirstRouteIdle(() => {
    import(/* webpackChunkName: "debug-panel" */ './debug/mount-debug-panel').then(
      (m) => m.mountDebugPanel({ until: debug.until!, registry, overrides, flags: { debug: true, [LAZY_GTM_FLAG]: lazyGtm }, gtmId: config.gtmId }),
      failed('debug-panel'),
    );
  });
}
