import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * The behaviour a <details> menu needs on top of what the browser gives it (open/close by click,
 * Enter or Space on its summary, without script): Escape closes and puts focus back on the summary;
 * focus or a press outside, a followed link or the drawer's backdrop close it. The element stays
 * uncontrolled (React never renders `open`), so the server's markup and the hydrated one are the same.
 */
export function useMenuDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);

  const close = useCallback((refocus: boolean) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (refocus) details.querySelector('summary')?.focus();
  }, []);

  useEffect(() => {
    const outside = (event: Event) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [close]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.open) {
        event.preventDefault();
        close(true);
      }
    },
    [close],
  );

  // A followed link or the backdrop (a press on the <details> box itself, outside its panel).
  const onClick = useCallback(
    (event: MouseEvent) => {
      const target = event.target as Element;
      if (target === ref.current || target.closest('a')) close(false);
      else if (target.closest('[data-menu-close]')) close(true);
    },
    [close],
  );

  return { ref, onKeyDown, onClick };
}
