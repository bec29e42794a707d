import { useEffect, useRef, useState } from 'react';
import { usePageData } from '@axlebay/shared-lib';

/**
 * True once the element is within `margin` of the viewport (and from then on). Where the browser has
 * no IntersectionObserver (tests, very old browsers) it is true at once. A page composed on the
 * server renders below-the-fold sections as their placeholders; they load once seen in the browser.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const serverComposed = usePageData() !== null;
  const [near, setNear] = useState(() => !serverComposed && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
