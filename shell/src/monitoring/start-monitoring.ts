import { monitoring, releaseVersion } from '@axlebay/shared-lib';
import { installGlobalHandlers } from './global-handlers';
import { afterFirstRouteIdle } from '../remote-area/route-mounted';
import { createWhiteScreenMonitor, isBlank } from './white-screen';

/** A page that never shows its route (a white screen) is sampled this long after start anyway. */
export const MONITOR_SAFETY_MS = 8_000;

type PageFacts = () => { registry: Readonly<Partial<Record<string, string>>>; production: boolean };

/**
 * In the first load (under 1 KB gzip): the global `error` / `unhandledrejection` handlers and the
 * white-screen monitor. Reports wait in monitoring's buffer. The reporter (classification, tags,
 * envelopes, the offline queue) is its own chunk, loaded once the first page is on screen and the
 * browser is idle AND there is something to report: a healthy page never downloads it.
 */
export function startMonitoring(
  page: PageFacts,
  win: Window = window,
  importReporter: () => Promise<Pick<typeof import('./reporting'), 'startReporting'>> = () => import(/* webpackChunkName: "error-reporting" */ './reporting'),
) {
  installGlobalHandlers(win, monitoring);
  let idle = false;
  let reporter: Promise<unknown> | undefined;
  const loadReporter = () => {
    reporter ??= importReporter()
      .then(({ startReporting }) => {
        const { registry, production } = page();
        startReporting({ monitoring, registry, release: releaseVersion(), environment: production ? 'production' : 'development', win });
      })
      .catch(() => {
        // Offline or a new release: the reports stay buffered; the next report or `online` tries again.
        reporter = undefined;
      });
  };
  const whiteScreen = createWhiteScreenMonitor(
    () => isBlank(win.document, { width: win.innerWidth, height: win.innerHeight }),
    () => monitoring.report({ level: 'p0', kind: 'white-screen', message: 'the page is blank' }),
  );
  monitoring.addSink((report) => {
    // An uncaught error may have taken the whole tree with it.
    if (report.kind === 'uncaught' || report.kind === 'unhandled-rejection') whiteScreen.check();
    if (idle) loadReporter();
  });
  const onIdle = () => {
    if (idle) return;
    idle = true;
    whiteScreen.check();
    if (monitoring.recent().length > 0) loadReporter();
  };
  afterFirstRouteIdle(onIdle);
  win.setTimeout(onIdle, MONITOR_SAFETY_MS);
  win.addEventListener('online', () => idle && monitoring.recent().length > 0 && loadReporter());
}
