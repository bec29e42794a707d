import { useEffect } from 'react';

/** How long after the swap starts a lost focus is still put back. */
export const SWAP_WATCH_MS = 10000;

/**
 * While a shell fallback is swapped for the remote's own control (the header's vehicle chip), the
 * element the keyboard was on leaves the page and the focus would drop to <body>. This puts it on
 * the control that took its place (same `data-testid`).
 */
export function keepFocusAcrossSwap(doc: Document = document): () => void {
  let last: HTMLElement | null = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const onFocusIn = (event: FocusEvent) => {
    last = event.target instanceof HTMLElement ? event.target : null;
  };
  const observer = new MutationObserver(() => {
    const id = last?.dataset.testid;
    if (!id || last!.isConnected || (doc.activeElement && doc.activeElement !== doc.body)) return;
    const successor = doc.querySelector<HTMLElement>(`[data-testid="${CSS.escape(id)}"]`);
    if (successor) {
      successor.focus({ preventScroll: true });
      last = successor;
    }
  });
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true });
  const stop = () => {
    clearTimeout(timer);
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
  const timer = setTimeout(stop, SWAP_WATCH_MS);
  return stop;
}

/** `keepFocusAcrossSwap` from the moment `swapping` turns true. */
export function useKeepFocusAcrossSwap(swapping: boolean) {
  useEffect(() => (swapping ? keepFocusAcrossSwap() : undefined), [swapping]);
}
