import styled from '@emotion/styled';
import { mq } from '@axlebay/shared-lib';
import { useExposures } from '../tracking/use-exposures';
import { ItemCard } from './ItemCard';
import type { ItemSummary } from './item-types';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The cards of one results page. */
export function ResultList({ items }: { items: readonly ItemSummary[] }) {
  const exposures = useExposures('results', items.map((i) => i.id).join(','));
  return (
    <List aria-label="Parts" ref={exposures}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </List>
  );
}
