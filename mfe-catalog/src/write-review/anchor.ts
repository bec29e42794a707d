import { useEffect, useRef } from 'react';

/** The product page's "Write a review" section: `/product/<handle>#write-review` (the order detail page links there). */
export const WRITE_REVIEW_ANCHOR = 'write-review';

/**
 * When the address asks for `#write-review`, brings the section into view and moves focus to its
 * heading once what it shows is there (`ready`): after the shell's route change has focused the
 * page's h1, and after the browser's own jump, which happened before the section had its content.
 */
export function useAnchorScroll(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || window.location.hash !== `#${WRITE_REVIEW_ANCHOR}`) return;
    done.current = true;
    const frame = requestAnimationFrame(() => {
      document.getElementById(WRITE_REVIEW_ANCHOR)?.scrollIntoView({ block: 'start' });
      document.getElementById(`${WRITE_REVIEW_ANCHOR}-title`)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);
}
