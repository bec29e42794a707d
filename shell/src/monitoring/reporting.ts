import { bus, releaseVersion, type BusEventType, type Monitoring, type MonitoringReport } from '@axlebay/shared-lib';
import { classify } from './classify';
import { remoteName } from '../federation/remote-name';
import { PUBLIC_LOGS_PATH } from './constants';
import { clientContext } from './context';
import { ENVELOPE_CONTENT_TYPE, eventEnvelope, logEnvelope, newEventId, type LogInput } from './envelope';
import { createLogBuffer } from './log-buffer';
import { isNoise } from './noise';
import { parseStack, remoteOfFrames } from './stack';
import { createTransport, type Post } from './transport';

/**
 * The page's error reporter (loaded after idle with the first report, see start-monitoring.ts): takes every
 * report monitoring holds and every later one, drops noise, classes it p0–p3, tags it (screen, device,
 * network, browser, route, release, remote) and sends it to the shop's own `/api/public/logs`:
 * p0–p2 as one event envelope each, p3 in the log buffer.
 */
export interface ReportingOptions {
  monitoring: Monitoring;
  /** Remote → browser manifest URL: attributes an uncaught error to the remote whose code threw it. */
  registry: Readonly<Partial<Record<string, string>>>;
  release: string;
  environment: string;
  win?: Window;
  post?: Post;
}

/** The same error over and over (a loop, a timer) is sent this many times per page, then counted locally only. */
export const SAME_ERROR_LIMIT = 5;

const BREADCRUMB_EVENTS: BusEventType[] = ['vehicle.changed', 'cart.updated', 'session.changed', 'market.changed', 'notify', 'order.placed', 'track'];

const defaultPost: Post = (body, keepalive) =>
  fetch(PUBLIC_LOGS_PATH, { method: 'POST', body, keepalive, credentials: 'omit', headers: { 'content-type': ENVELOPE_CONTENT_TYPE } }).then((r) => r.status);

const errorInfo = (error: unknown) =>
  error instanceof Error || (error && typeof error === 'object' && 'stack' in error)
    ? { type: (error as Error).name, stack: String((error as Error).stack ?? '') }
    : { type: undefined, stack: '' };

export function startReporting({ monitoring, registry, release, environment, win = window, post = defaultPost }: ReportingOptions) {
  const context = clientContext(win);
  const transport = createTransport(post, () => win.navigator.onLine !== false);
  const meta = { release, environment };
  const logs = createLogBuffer<LogInput>((items) => transport.enqueue({ body: logEnvelope(items, meta, Date.now()), priority: 3 }));
  const seen = new Map<string, number>();

  const handle = (report: MonitoringReport) => {
    if (isNoise(report, win.navigator.onLine !== false)) return;
    const key = `${report.kind}|${report.message}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count > SAME_ERROR_LIMIT) return;

    const { type, stack } = errorInfo(report.error);
    const frames = parseStack(stack);
    const route = win.location.pathname;
    const level = classify(report, { path: route, unsupported: context.unsupported });
    const remote = remoteName(report.remote) ?? remoteOfFrames(frames, registry);
    // The remote's build as the registry names it and its release (the page's `release-version:<remote>`
    // meta, from its manifest): with the shell's release (`release`), what a squad filters its own errors by.
    const manifest = remote ? registry[remote] : undefined;
    const remoteTags = remote ? { remoteRelease: releaseVersion(win.document, remote), ...(manifest ? { remoteManifest: manifest } : {}) } : {};
    const tags = { ...context, ...remoteTags, ...(report.tags ?? {}) };
    if (level === 'p3') {
      logs.add({ at: report.at, level, kind: report.kind, message: report.message, remote, route, tags });
      return;
    }
    const body = eventEnvelope(
      {
        eventId: newEventId(),
        at: report.at,
        level,
        kind: report.kind,
        message: report.message,
        errorType: type,
        frames,
        remote,
        release,
        environment,
        // Without the query: it may carry a shopper's search or an order key.
        url: win.location.origin + route,
        route,
        tags,
        breadcrumbs: monitoring.breadcrumbs(),
      },
      Date.now(),
    );
    transport.enqueue({ body, priority: Number(level.slice(1)) });
  };

  // Reports from before the reporter arrived first, then every new one.
  for (const report of [...monitoring.recent()]) handle(report);
  monitoring.addSink(handle);

  for (const type of BREADCRUMB_EVENTS) bus.on(type).subscribe(() => monitoring.breadcrumb('bus', type));
  win.addEventListener('online', () => transport.flush());
  // A page being hidden may never come back: send the log buffer now, with keepalive.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') logs.flush();
  });
  return { transport, logs };
}
