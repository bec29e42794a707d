import { announce, focusQuietly } from '@axlebay/shared-lib';

/** How long a page may take to show its heading before the focus goes to `main` instead. */
export const WAIT_FOR_HEADING_MS = 5000;
/** A new heading over a page still loading (`aria-busy`: "Loading the product…") waits this long at most for the data. */
export const WAIT_FOR_DATA_MS = 2000;
/** The page sets its title when its data is there, about when its heading shows: read it a moment later. */
export const TITLE_DELAY_MS = 300;

export interface SeenHeading {
  element: HTMLElement;
  text: string;
}

/** The new page's h1: not the old page's (still there while its parcel unmounts) unless its words changed. */
function newHeading(main: HTMLElement, old: SeenHeading | undefined): HTMLElement | undefined {
  for (const h1 of main.querySelectorAll('h1')) {
    if (h1 !== old?.element || (h1.textContent ?? '') !== old.text) return h1;
  }
  return undefined;
}

/**
 * Waits for the new page's heading in `main` (and for its data, while `main` shows a loading area),
 * focuses it (without scrolling: the scroll is the scroll
 * restoration's), announces the document title once, and reports the heading it settled on. Returns a
 * stop function (a newer route change cancels this one).
 */
export function followNewPage(main: HTMLElement, old: SeenHeading | undefined, settled: (heading: SeenHeading | undefined) => void): () => void {
  let done = false;
  let titleTimer: ReturnType<typeof setTimeout> | undefined;
  const finish = (target: HTMLElement | undefined) => {
    done = true;
    observer.disconnect();
    clearTimeout(giveUp);
    focusQuietly(target ?? main);
    settled(target ? { element: target, text: target.textContent ?? '' } : undefined);
    titleTimer = setTimeout(() => announce(main.ownerDocument.title), TITLE_DELAY_MS);
  };
  let headingSince = 0;
  const check = () => {
    const heading = newHeading(main, old);
    if (!heading || !(heading.textContent ?? '').trim()) return;
    headingSince ||= Date.now();
    const loading = main.querySelector('[aria-busy="true"]') !== null;
    if (!loading || Date.now() - headingSince >= WAIT_FOR_DATA_MS) finish(heading);
    else setTimeout(() => !done && check(), WAIT_FOR_DATA_MS);
  };
  const observer = new MutationObserver(() => !done && check());
  const giveUp = setTimeout(() => !done && finish(main.querySelector('h1') ?? undefined), WAIT_FOR_HEADING_MS);
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  check();
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(giveUp);
    clearTimeout(titleTimer);
  };
}
