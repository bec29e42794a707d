import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { monitoring } from '@axlebay/shared-lib';
import { MONITOR_SAFETY_MS, startMonitoring } from './start-monitoring';
import { WHITE_SCREEN_RECHECK_MS } from './white-screen';

const reporterStarted = jest.fn<(options: unknown) => void>();
const importReporter = () => Promise.resolve({ startReporting: reporterStarted as never });

/** A window of its own (listeners and timers), over jsdom's document. */
function pageWindow() {
  const target = new EventTarget();
  return Object.assign(target, { document, innerWidth: 1000, innerHeight: 800, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) }) as unknown as Window;
}

beforeEach(() => {
  jest.useFakeTimers();
  (monitoring.recent() as unknown[]).length = 0;
  reporterStarted.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

const facts = () => ({ registry: {}, production: true });

describe('first-load monitoring', () => {
  it('a healthy page never loads the reporter; the first report after idle does, with the buffered errors', async () => {
    document.body.innerHTML = '<div id="root"><header>Axlebay</header></div>';
    const win = pageWindow();
    startMonitoring(facts, win, importReporter);
    await jest.advanceTimersByTimeAsync(MONITOR_SAFETY_MS + WHITE_SCREEN_RECHECK_MS);
    expect(reporterStarted).not.toHaveBeenCalled();

    win.dispatchEvent(Object.assign(new Event('error'), { message: 'boom', error: new Error('boom') }));
    await jest.advanceTimersByTimeAsync(0);
    expect(reporterStarted).toHaveBeenCalledTimes(1);
    expect(reporterStarted.mock.calls[0]?.[0]).toMatchObject({ environment: 'production', monitoring });
    expect(monitoring.recent().map((r) => r.kind)).toEqual(['uncaught']);
  });

  it('an error before idle is kept and loads the reporter at idle', async () => {
    document.body.innerHTML = '<div id="root"><header>Axlebay</header></div>';
    const win = pageWindow();
    startMonitoring(facts, win, importReporter);
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('early') }));
    await jest.advanceTimersByTimeAsync(MONITOR_SAFETY_MS - 1);
    expect(reporterStarted).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(reporterStarted).toHaveBeenCalledTimes(1);
    expect(monitoring.recent()[0]).toMatchObject({ kind: 'unhandled-rejection', message: 'early' });
  });

  it('a page that stays blank is reported p0 white-screen, and that loads the reporter', async () => {
    document.body.innerHTML = '<div id="root"><div class="boot-header"></div></div>';
    Object.assign(document, { elementsFromPoint: () => [document.querySelector('.boot-header')] });
    startMonitoring(facts, pageWindow(), importReporter);
    await jest.advanceTimersByTimeAsync(MONITOR_SAFETY_MS + WHITE_SCREEN_RECHECK_MS);
    expect(monitoring.recent().map((r) => `${r.level}:${r.kind}`)).toEqual(['p0:white-screen']);
    expect(reporterStarted).toHaveBeenCalledTimes(1);
  });
});
