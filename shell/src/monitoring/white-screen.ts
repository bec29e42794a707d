/**
 * The white-screen monitor (spec §8): a shopper looking at an empty page is the worst failure there
 * is, and no error may have been thrown (a script that never arrived, a tree React unmounted). The
 * page is sampled: blank means the app root shows no text and no picture, and every sampled point of
 * the viewport lands on a bare wrapper (html, body, the app root, the boot placeholder). Blank at two
 * samples in a row (2 s apart: a page still drawing is not blank for long) → one p0 `white-screen`.
 */
export const WHITE_SCREEN_RECHECK_MS = 2_000;

/** Points sampled: a 3×3 grid inside the viewport. */
const FRACTIONS = [0.2, 0.5, 0.8];

type Doc = Pick<Document, 'getElementById' | 'documentElement' | 'body'> & {
  elementsFromPoint?: (x: number, y: number) => Element[];
};

const isWrapper = (doc: Doc, el: Element) =>
  el === doc.documentElement || el === doc.body || el.id === 'root' || el.classList.contains('boot-header');

export function isBlank(doc: Doc, viewport: { width: number; height: number }): boolean {
  const root = doc.getElementById('root');
  if (!root) return true;
  if ((root.textContent ?? '').trim() !== '' || root.querySelector('img,svg,video,canvas,picture')) return false;
  if (typeof doc.elementsFromPoint !== 'function') return true;
  for (const fx of FRACTIONS) {
    for (const fy of FRACTIONS) {
      const top = doc.elementsFromPoint(viewport.width * fx, viewport.height * fy)[0];
      if (top && !isWrapper(doc, top)) return false;
    }
  }
  return true;
}

/**
 * Samples now and again 2 s later; calls `onBlank` once when both samples are blank. `check()`
 * starts another pair (the reporter calls it after an uncaught error: a tree may have gone).
 */
export function createWhiteScreenMonitor(sample: () => boolean, onBlank: () => void) {
  let reported = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    check() {
      if (reported || timer !== undefined || !sample()) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (!reported && sample()) {
          reported = true;
          onBlank();
        }
      }, WHITE_SCREEN_RECHECK_MS);
    },
  };
}
