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
 * not shown before the first product page visit. `title` lets another page name it (the exposed
 * `./recently-viewed`, e.g. the cart's empty state).
 */
export function RecentlyViewed({ title = 'Recently viewed' }: { title?: string } = {}) {
  const { items, clear } = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <HomeSection
      id="home-recently-viewed"
      testId="recently-viewed"
      title={title}
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
