import styled from '@emotion/styled';
import { useEffect, useState, type RefObject } from 'react';
import { bottomBarLook, formatMoney, mq } from '@axlebay/shared-lib';
import { AddToCartButton } from '../cart/AddToCartButton';

/** The bar's height; the product page keeps this much room at its foot on phones so the bar never covers the last content. */
export const STICKY_BUY_BAR_HEIGHT = 64;

const Bar = styled.div`
  ${bottomBarLook(STICKY_BUY_BAR_HEIGHT)}
  z-index: 20;
  padding: 0 12px;
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.12);
  /* Slides in (transform: no layout shift); hidden, it is out of the tab order and the accessibility tree. */
  transform: translateY(100%);
  visibility: hidden;
  transition: transform 0.2s ease, visibility 0s linear 0.2s;
  &[data-shown='true'] {
    transform: none;
    visibility: visible;
    transition: transform 0.2s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-shown='true'] {
      transition: none;
    }
  }
  .price {
    font-weight: 800;
    font-size: 20px;
  }
  ${mq.lg} {
    display: none;
  }
`;

const NO_END: RefObject<Element | null> = { current: null };

/** The product's end: once it comes into view the bar steps aside, so it never covers the last content or the footer. */
export const StickyBuyBarEnd = styled.div`
  height: 1px;
`;

/** Whether `target` is in the viewport (undefined until the browser has said), watched without scroll listeners. */
export function useInView(target: RefObject<Element | null>, rootMargin = '0px'): boolean | undefined {
  const [seen, setSeen] = useState<boolean>();
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.forEach((entry) => setSeen(entry.isIntersecting)), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin]);
  return seen;
}

/**
 * Phones: the price and Add to cart stay at hand while the main buy block is out of view (below the
 * first screen, or scrolled past) and the product's end is not yet in view
 * — a fixed bar at the bottom; the server draws it hidden, so hydration matches.
 */
export function StickyBuyBar({ watch, end, title, priceCent, currency, itemId, skuId, count, purchasable }: { watch: RefObject<Element | null>; end?: RefObject<Element | null>; title: string; priceCent: number; currency: string; itemId: number; skuId: number; count: number; purchasable: boolean }) {
  const boxInView = useInView(watch);
  // The end counts as reached a bar's height early, so the content above it is never under the bar.
  const endInView = useInView(end ?? NO_END, `0px 0px ${STICKY_BUY_BAR_HEIGHT}px 0px`);
  const shown = boxInView === false && endInView !== true;
  return (
    <Bar data-shown={shown} data-testid="sticky-buy-bar" role="region" aria-label={`Buy ${title}`}>
      <span className="price">{formatMoney(priceCent, currency)}</span>
      <AddToCartButton itemId={itemId} skuId={skuId} title={title} count={count} purchasable={purchasable} />
    </Bar>
  );
}
