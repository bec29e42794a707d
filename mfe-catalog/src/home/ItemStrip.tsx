import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, LoadError, radii } from '@axlebay/shared-lib';
import { ItemCard } from '../results/ItemCard';
import { useExposures } from '../tracking/use-exposures';
import type { CardItem } from './card-item';

/**
 * Every late list of cards is one row of fixed height that scrolls sideways: loading, error, empty
 * and loaded all take exactly this height, so nothing below moves when it arrives (CLS, spec §9).
 * An ItemCard (280 wide): border and padding 26 + picture/title (three lines)/meta/price ~122–144 +
 * gap 8 + fit badge 44–84 + gap 4 + add to cart 44 ≤ 310, so 322 holds every state but a failed add's alert.
 */
export const CARD_HEIGHT = 322;
export const CARD_WIDTH = 280;
/** The card row plus room for a horizontal scrollbar. */
export const STRIP_HEIGHT = CARD_HEIGHT + 24;

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 4px;
  height: ${STRIP_HEIGHT}px;
  display: flex;
  gap: 12px;
  overflow-x: auto;
  overflow-y: hidden;
  scroll-snap-type: x proximity;
  overscroll-behavior-x: contain;
  & > li {
    flex: 0 0 ${CARD_WIDTH}px;
    height: ${CARD_HEIGHT}px;
    overflow: hidden;
    scroll-snap-align: start;
    background: ${colors.background};
  }
`;

const Box = styled.div`
  height: ${STRIP_HEIGHT}px;
  overflow: hidden;
  display: flex;
  gap: 12px;
  align-items: flex-start;
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const Placeholder = styled.div`
  flex: 0 0 ${CARD_WIDTH}px;
  height: ${CARD_HEIGHT}px;
  border-radius: ${radii.md};
  background: ${colors.surface};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const Message = styled.div`
  color: ${colors.textMuted};
  padding: 12px 0;
`;

export interface ItemStripProps {
  /** Undefined while loading. */
  items: CardItem[] | undefined;
  error?: string;
  onRetry?: () => void;
  /** Names the row for assistive technology, e.g. "Top deals". */
  label: string;
  /** Shown when the answer is an empty list. */
  empty: ReactNode;
}

/** A row of `ItemCard`s (with their live fit badges) of fixed height. */
export function ItemStrip({ items, error, onRetry, label, empty }: ItemStripProps) {
  const exposures = useExposures(label, items?.map((i) => i.id).join(',') ?? '');
  if (!items && error) {
    return (
      <Box>
        <LoadError message={error} onRetry={onRetry ?? (() => undefined)} />
      </Box>
    );
  }
  if (!items) {
    return (
      <Box role="status" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {[0, 1, 2, 3, 4].map((k) => (
          <Placeholder key={k} />
        ))}
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Box>
        <Message>{empty}</Message>
      </Box>
    );
  }
  return (
    <Row aria-label={label} ref={exposures}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </Row>
  );
}
