import { isGtmId } from '../services/runtime-config';

/**
 * Spec §7 Third-party, §2 `isLazyLoadGtm`: the tag manager container. Its id is deployment
 * configuration (runtime config `gtmId`, env AXLEBAY_GTM_ID); with none configured nothing external
 * ever loads. With one: after the page's load event, or, when the page asked for lazy loading, after
 * the shopper's first interaction or GTM_LAZY_IDLE_MS of quiet, whichever comes first.
 */
export const GTM_ORIGIN = 'https://www.googletagmanager.com';
/** The lazy mode's safety start when the shopper never interacts. */
export const GTM_LAZY_IDLE_MS = 5_000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

// The id's check lives with the runtime config that carries it (in the first load); this module does not.
export { isGtmId };

export const gtmScriptUrl = (id: string) => `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function inject(id: string, win: DataLayerWindow): void {
  const doc = win.document;
  if (doc.querySelector(`script[data-gtm="${id}"]`)) return;
  // The container's own start-up event, as its standard snippet pushes it.
  (win.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(id);
  script.dataset.gtm = id;
  doc.head.appendChild(script);
}

/** Schedules the container; returns a cancel. Does nothing without a valid id. */
export function scheduleTagManager({ gtmId, lazy, win = window }: { gtmId?: string; lazy: boolean; win?: DataLayerWindow }): () => void {
  if (!isGtmId(gtmId)) return () => undefined;
  let done = false;
  const cleanups: Array<() => void> = [];
  const load = () => {
    if (done) return;
    done = true;
    cleanups.forEach((c) => c());
    inject(gtmId, win);
  };
  if (lazy) {
    for (const type of INTERACTIONS) {
      win.addEventListener(type, load, { once: true, passive: true });
      cleanups.push(() => win.removeEventListener(type, load));
    }
    const timer = win.setTimeout(load, GTM_LAZY_IDLE_MS);
    cleanups.push(() => win.clearTimeout(timer));
  } else if (win.document.readyState === 'complete') {
    // After load: a task later, so it never joins the start-up work.
    const timer = win.setTimeout(load, 0);
    cleanups.push(() => win.clearTimeout(timer));
  } else {
    win.addEventListener('load', load, { once: true });
    cleanups.push(() => win.removeEventListener('load', load));
  }
  return () => {
    done = true;
    cleanups.forEach((c) => c());
  };
}
