import styled from '@emotion/styled';
import { colors } from '@axlebay/shared-lib';
import { useRecentlyViewed } from '../recent/use-recently-viewed';
import { toCardItem } from './card-item';
import { HomeSection } from './HomeSection';
import { ItemStrip } from './ItemStrip';

const Clear = styled.button`
  font: inherit;
  color: ${colors.primary};
  background: none;
  border: 0;
  padding: 0;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The last 10 product pages seen in this shop, newest first, from the persisted slot
 * `catalog.recentlyViewed`. Read on the first render (no request), so it never arrives late; it is
 * not shown before the first product page visit.
 */
export function RecentlyViewed() {
  const { items, clear } = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <HomeSection
      id="home-recently-viewed"
      testId="recently-viewed"
      title="Recently viewed"
      note={`${items.length} part${items.length === 1 ? '' : 's'} you looked at.`}
      action={
        <Clear type="button" onClick={clear}>
          Clear
        </Clear>
      }
    >
      <ItemStrip items={items.map(toCardItem)} label="Recently viewed parts" empty={null} />
    </HomeSection>
  );
}
