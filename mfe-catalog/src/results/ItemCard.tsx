import styled from '@emotion/styled';
import { colors, Link, priceView, radii } from '@axlebay/shared-lib';
import { FitBadgeSlot } from './FitBadgeSlot';
import type { ItemSummary } from './item-types';

const Card = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  img {
    width: 96px;
    height: 96px;
    object-fit: contain;
    background: ${colors.surface};
  }
`;

const Price = styled.p`
  margin: 4px 0;
  font-weight: 700;
  s {
    color: ${colors.textMuted};
    font-weight: 400;
    margin-left: 8px;
  }
`;

/** One result: picture, title, price (spec §5 money rules) and the live fit badge. */
export function ItemCard({ item }: { item: ItemSummary }) {
  const price = priceView(item.originalPrice.cent, item.discountPrice.cent, item.currency);
  return (
    <Card data-testid="item-card" data-item-id={item.id}>
      <img src={item.mainImage} alt="" width={96} height={96} loading="lazy" />
      <div>
        <Link to={`/product/${item.urlHandle}`}>{item.title}</Link>
        <Price>
          {price.current}
          {price.original && <s>{price.original}</s>} {price.discountBadge && <span>{price.discountBadge}</span>}
        </Price>
        <FitBadgeSlot itemId={item.id} />
      </div>
    </Card>
  );
}
