import type { Monitoring } from '@axlebay/shared-lib';

/**
 * Uncaught errors and unhandled promise rejections of the whole page go to monitoring (p2; the
 * reporter raises them on checkout, attributes them to a remote by their stack and drops noise).
 * Installed by the shell at start, in the first load: these errors must not wait for the reporter.
 * Returns a function that removes the handlers.
 */
export function installGlobalHandlers(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, into: Monitoring): () => void {
  const onError = (event: ErrorEvent) => {
    // A resource that failed to load (img, script) fires `error` without an ErrorEvent message.
    if (!event.message && !event.error) return;
    into.report({ level: 'p2', kind: 'uncaught', error: event.error ?? event.message });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    into.report({ level: 'p2', kind: 'unhandled-rejection', error: event.reason });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
