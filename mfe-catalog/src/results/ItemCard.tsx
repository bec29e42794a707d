import styled from '@emotion/styled';
import { memo } from 'react';
import { BADGE_TWO_LINES, colors, FitBadgeSlot, Link, priceView, PriceTag, radii, formatCount } from '@axlebay/shared-lib';
import { AddToCartButton } from '../cart/AddToCartButton';
import { mediaSource } from '../media/image-source';

import type { ItemSummary } from './item-types';

/** A purchasable card's height (three-line title, one meta line, price, fit badge, button); ~308 with a status line. */
const CARD_HEIGHT_PX = 286;

/*
 * The whole card is the product's link ("stretched link"): the title link's ::after covers the card,
 * so the picture leads to the product too, with one Tab stop per card; the actions row sits above it
 * and stays its own controls (no control inside another).
 */
const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 96px 1fr;
  grid-template-rows: auto 1fr;
  gap: 8px 12px;
  padding: 12px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
  /* A card out of view is laid out and painted only when it comes near it: the first view of a
     listing lays out the cards on screen, not all 24. The 'auto' size keeps a card's real size once seen. */
  content-visibility: auto;
  contain-intrinsic-size: auto ${CARD_HEIGHT_PX}px;
  img,
  .no-image {
    width: 96px;
    height: 96px;
    object-fit: contain;
    background: ${colors.surface};
    border-radius: ${radii.sm};
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: 2px;
  min-width: 0;
  a {
    font-weight: 600;
    color: ${colors.text};
    /* Three lines at most (room for the part type after make, model and years): every card keeps its height. */
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    line-height: 1.35;
    min-height: 4.05em;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.md};
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

// One line each (cut with an ellipsis): every card of a row has the same height.
const Meta = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 20px;
  height: 20px;
  color: ${colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Price = styled(PriceTag)`
  margin: 4px 0 0;
  font-weight: 700;
  font-size: 18px;
  column-gap: 8px;
  s {
    color: ${colors.textMuted};
    font-weight: 400;
    font-size: 14px;
  }
  .badge {
    font-weight: 400;
    font-size: 14px;
    color: ${colors.sale};
  }
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  grid-column: 1 / -1;
  display: grid;
  gap: 4px;
`;

/** Spec §4: only ON_SHELVES can be bought; every other status is in the not-purchasable group. */
export function isPurchasable(status: string): boolean {
  return status === 'ON_SHELVES';
}

function Rating({ item }: { item: ItemSummary }) {
  if (!item.reviewCount) return <>No reviews yet</>;
  const reviews = `${formatCount(item.reviewCount)} review${item.reviewCount === 1 ? '' : 's'}`;
  return (
    <span role="img" aria-label={`Rated ${item.ratingValue.toFixed(1)} out of 5, ${reviews}`}>
      ★ {item.ratingValue.toFixed(1)} ({formatCount(item.reviewCount)})
    </span>
  );
}

/**
 * One result: picture, title, brand, rating, price (spec §5 money rules), the live fit badge
 * (vehicle's `./fit-badge-view` in this tree) and add to cart (not purchasable unless ON_SHELVES).
 * Memoised: a card renders again only when its item does, not each time its page or strip does
 * (two dozen cards are most of a listing's components).
 */
export const ItemCard = memo(function ItemCard({ item }: { item: ItemSummary }) {
  const price = priceView(item.originalPrice.cent, item.discountPrice.cent, item.currency);
  const purchasable = isPurchasable(item.status);
  return (
    <Card data-testid="item-card" data-item-id={item.id}>
      {item.mainImage ? <img src={mediaSource(item.mainImage, 'thumbnail')} alt="" width={96} height={96} loading="lazy" decoding="async" /> : <span className="no-image" aria-hidden="true" />}
      <Body>
        <Link to={`/product/${item.urlHandle}`} title={item.title}>
          {item.title}
        </Link>
        <Meta>
          {item.brand ? `${item.brand.name} · ` : ''}
          <Rating item={item} />
        </Meta>
        <Price view={price} />
        {!purchasable && <Meta>{item.status === 'SOLD_OUT' ? 'Sold out' : item.status === 'UNDER_STOCK' ? 'Not enough stock right now' : 'Currently unavailable'}</Meta>}
      </Body>
      <Actions>
        <FitBadgeSlot itemId={item.id} reserve={BADGE_TWO_LINES} />
        <AddToCartButton itemId={item.id} skuId={item.skuId} title={item.title} purchasable={purchasable} />
      </Actions>
    </Card>
  );
});
