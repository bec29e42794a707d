import { useCallback, useEffect, useRef } from 'react';
import { track } from './track';

/** Half a card in view counts as seen. */
const SEEN_RATIO = 0.5;

/**
 * Exposure events (spec §7 Tracking) for one list of product cards: ONE IntersectionObserver for the
 * list (not one per card) watches its `[data-item-id]` cards; each card is published once per list
 * and contents (`key`) as a `track` `exposure` with its item id and position. The shell's tracker
 * batches them by 50.
 */
export function useExposures(list: string, key: string) {
  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  useEffect(() => {
    const root = element.current;
    if (!root || typeof IntersectionObserver !== 'function') return;
    const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-item-id]'));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const card = entry.target as HTMLElement;
          track('exposure', { itemId: Number(card.dataset.itemId), position: cards.indexOf(card), list });
        }
      },
      { threshold: SEEN_RATIO },
    );
    cards.forEach((card) => observer.observe(card));
    return () => observer.disconnect();
  }, [list, key]);
  return ref;
}
