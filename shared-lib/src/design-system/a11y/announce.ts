/** The page's one polite live region (the shell renders it; made here when a page has no shell). */
export const ANNOUNCER_ID = 'axlebay-announcer';

/** A moment for the region to be empty, so the same sentence twice is read twice. */
const SETTLE_MS = 100;

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function region(doc: Document): HTMLElement {
  const found = doc.getElementById(ANNOUNCER_ID);
  if (found) return found;
  const made = doc.createElement('div');
  made.id = ANNOUNCER_ID;
  made.setAttribute('aria-live', 'polite');
  made.setAttribute('aria-atomic', 'true');
  made.setAttribute('style', 'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap');
  doc.body.appendChild(made);
  return made;
}

/**
 * Says one sentence to screen readers, politely, through one shared live region: a page change, a
 * vehicle change. A later call before the first is read replaces it (one announcement, not a burst).
 * Browser only (call it from effects and handlers).
 */
export function announce(text: string, doc: Document = document): void {
  const target = region(doc);
  const pending = timers.get(target);
  if (pending) clearTimeout(pending);
  target.textContent = '';
  timers.set(
    target,
    setTimeout(() => {
      timers.delete(target);
      target.textContent = text;
    }, SETTLE_MS),
  );
}
