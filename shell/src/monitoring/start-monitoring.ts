import { installGlobalHandlers, monitoring, releaseVersion } from '@axlebay/shared-lib';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';

/**
 * A page that never shows its route (the white screens the reporter looks for) still loads the
 * reporter this long after start.
 */
export const REPORTER_SAFETY_MS = 8_000;

/**
 * In the first load: the global `error` / `unhandledrejection` handlers, so nothing thrown before
 * the reporter arrives is lost (monitoring buffers it). The reporter itself (classification, tags,
 * envelopes, the offline queue, the white-screen monitor) is its own chunk, loaded once the first
 * page is on screen and the browser is idle, or after REPORTER_SAFETY_MS.
 */
export function startMonitoring(page: () => { registry: Readonly<Partial<Record<string, string>>>; production: boolean }) {
  installGlobalHandlers(window, monitoring);
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    import(/* webpackChunkName: "error-reporting" */ './reporting')
      .then(({ startReporting }) => {
        const { registry, production } = page();
        startReporting({ monitoring, registry, release: releaseVersion(), environment: production ? 'production' : 'development' });
      })
      .catch(() => {
        // The reporter could not load (offline, a new release): reports stay in monitoring's buffer.
        loaded = false;
      });
  };
  afterFirstRouteIdle(load);
  window.setTimeout(load, REPORTER_SAFETY_MS);
}
