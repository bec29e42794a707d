import { monitoring } from '@axlebay/shared-lib';
import type { Registry } from '../registry/registry';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';
import type { RuntimeConfig } from '../services/runtime-config';

export interface SignalsOptions {
  config: RuntimeConfig;
  /** The registry the page loaded its remotes from (overrides applied): the debug panel lists it. */
  registry: Registry;
  /** Remote overrides in force (tester's tool), for the debug panel. */
  overrides: readonly string[];
}

const failed = (what: string) => (error: unknown) => monitoring.report({ level: 'p3', kind: `signals.${what}`, error });

/**
 * The shell's signals, started once per page (spec §7 Tracking and Third-party, §2 query flags).
 * Nothing of them is in the first load: their chunk (web vitals, the tag manager's scheduling, the
 * debug flag; the debug panel is one more chunk, only when the flag is on) arrives once the first page
 * is on screen and the browser idle. They publish on the bus; the page's tracker sends.
 */
export function startSignals(options: SignalsOptions): void {
  // The query the page was opened with: by idle time the shopper may have moved on.
  const search = location.search;
  afterFirstRouteIdle(() => {
    import(/* webpackChunkName: "signals" */ './idle-signals').then((m) => m.runSignals({ ...options, search }, failed), failed('signals'));
  });
}
