import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { PriceView } from '../../money/price-view';
import { VisuallyHidden } from './VisuallyHidden';

// Seen: current price, the struck original, the badge. Read (DOM order): "Was …, now …", then the badge.
const Tag = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  margin: 0;
  s {
    order: 1;
  }
  [data-price='discount'] {
    order: 2;
  }
`;

export interface PriceTagProps {
  view: PriceView;
  /** Read after the current price only (e.g. " each" on a cart line). */
  suffix?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A price as spec §5 shows it (from `priceView`): the current price, the original struck through and
 * the discount badge. A struck-through price says nothing to a screen reader, so the tag reads
 * "Was $100.00, now $75.00" (visually hidden words) while it shows "$75.00 ~~$100.00~~ -25%".
 * Parts carry `data-price` (current, original, discount); style them through `className`.
 */
export function PriceTag({ view, suffix, className, 'data-testid': testId }: PriceTagProps) {
  return (
    <Tag className={className} data-testid={testId}>
      {view.original && (
        <s data-price="original">
          <VisuallyHidden>Was </VisuallyHidden>
          {view.original}
        </s>
      )}
      {view.original && <VisuallyHidden>, now </VisuallyHidden>}
      <span className="current" data-price="current">
        {view.current}
      </span>
      {suffix}
      {view.discountBadge && (
        <span className="badge" data-price="discount">
          {view.discountBadge}
        </span>
      )}
    </Tag>
  );
}
