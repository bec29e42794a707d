import styled from '@emotion/styled';
import { useMemo, useRef } from 'react';
import { colors, ExposedParcel, FitBadgeSlot, Link, mq, useMarket, formatCount } from '@axlebay/shared-lib';
import { galleryMedia, MediaGallery } from '../media/MediaGallery';
import { recentItemOf } from '../recent/recently-viewed';
import { useRecordView } from '../recent/use-recently-viewed';

import type { ItemDetail, LabelValue } from './api';
import { BundleOffers } from './BundleOffers';
import { BuyBox, RETURN_WINDOW_DAYS } from './BuyBox';
import { PriceBlock } from './PriceBlock';
import { ProductReviews } from './ProductReviews';
import { reviewsHref } from './reviews-query';
import { ratingOf } from './rating';
import { RelatedItems } from './RelatedItems';
import { RichText } from './RichText';
import { Stars } from './Stars';
import { StickyBuyBarEnd } from './StickyBuyBar';

// One column that may be narrower than its content's widest word on phones (320 px): nothing widens the page.
const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${mq.lg} {
    grid-template-columns: minmax(0, 560px) minmax(0, 1fr);
    align-items: start;
  }
`;

const Info = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  align-content: start;
  p {
    margin: 0;
  }
  .sub {
    color: ${colors.textMuted};
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    font-size: 14px;
  }
  .rating {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-size: 14px;
  }
`;

const Section = styled.section`
  margin-top: 32px;
  h2 {
    font-size: 22px;
    margin: 0 0 12px;
  }
`;

const Specs = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 720px;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 8px 12px;
    border-bottom: 1px solid ${colors.border};
    vertical-align: top;
  }
  th {
    width: 40%;
    font-weight: 600;
    color: ${colors.textMuted};
  }
`;

const Note = styled.p`
  padding: 8px 12px;
  border-left: 4px solid ${colors.warning};
  background: ${colors.surface};
`;

/** Specifications: condition and package, then the item's customs (spec §3 itemCustoms, part numbers, SKU). */
export function specRows(item: ItemDetail): LabelValue[] {
  const rows: LabelValue[] = [];
  if (item.brand) rows.push({ label: 'Brand', value: item.brand.name });
  if (item.partNumber) rows.push({ label: 'Part number', value: item.partNumber });
  rows.push({ label: 'Condition', value: item.itemCondition || 'New' });
  rows.push(...(item.itemCustoms ?? []), ...(item.partNumberCustoms ?? []), ...(item.skuCustoms ?? []));
  if (item.quantity && item.inKind) rows.push({ label: 'Quantity', value: `${item.quantity} × ${item.inKind}` });
  if (item.color && !rows.some((r) => r.label === 'Color')) rows.push({ label: 'Color', value: item.color });
  if (item.country) rows.push({ label: 'Country of origin', value: item.country });
  if (item.barCode) rows.push({ label: 'UPC', value: item.barCode });
  return rows.filter((r) => r && r.label && r.value !== undefined && r.value !== '');
}

/**
 * The product page body: gallery, brand and part number, price (spec §5), the live fit badge
 * (vehicle's `./fit-badge-view` in this tree), stock and add to cart, description, specifications, installation,
 * warranty, the vehicles it fits (vehicle's `./fitment-table`), reviews and related parts.
 */
export function ProductDetail({ item, onItemChanged }: { item: ItemDetail; onItemChanged: () => void }) {
  const market = useMarket();
  const media = useMemo(() => galleryMedia(item.itemImages, item.additionalVideos, item.additionalVideoCoverUrl), [item]);
  const recent = useMemo(() => recentItemOf(item, market.shopId, Date.now()), [item, market.shopId]);
  useRecordView(recent);
  const { rating, count, best } = ratingOf(item.reviewInfo ?? { retingValue: item.ratingValue, reviewCount: item.reviewCount });
  const specs = specRows(item);
  const end = useRef<HTMLDivElement>(null);
  return (
    <>
      <Top>
        <MediaGallery media={media} alt={item.alt || item.title} />
        <Info>
          {item.subTitle && <p className="sub">{item.subTitle}</p>}
          <p className="facts">
            {item.brand && (
              <span data-testid="product-brand">
                Brand: <Link to={`/brands/${item.brand.urlHandle}`}>{item.brand.name}</Link>
              </span>
            )}
            <span data-testid="product-part-number">Part number: {item.partNumber}</span>
            <span data-testid="product-condition">Condition: {item.itemCondition || 'New'}</span>
          </p>
          <p className="rating" data-testid="product-rating">
            <Stars rating={rating} best={best} />
            <span>{rating.toFixed(1)}</span>
            {count > 0 ? <Link to={reviewsHref({ itemId: item.id, urlHandle: item.urlHandle })}>{`${formatCount(count)} review${count === 1 ? '' : 's'}`}</Link> : <span>No reviews yet</span>}
          </p>
          <PriceBlock original={item.originalPrice} current={item.discountPrice} currency={item.currency ?? item.discountPrice.currency ?? market.currency} />
          {/* This item's own badge; related parts' cards further down have theirs. */}
          <div data-testid="product-fit">
            <FitBadgeSlot itemId={item.id} />
          </div>
          <BuyBox item={item} pageEnd={end} />
        </Info>
      </Top>

      {(item.detailContent || item.itemDecorate?.content || item.specialNote) && (
        <Section aria-labelledby="description-title" data-testid="product-description">
          <h2 id="description-title">Description</h2>
          {item.specialNote && <Note>{item.specialNote}</Note>}
          <RichText html={item.itemDecorate?.content} />
          <RichText html={item.detailContent} title={item.title} />
        </Section>
      )}

      <Section aria-labelledby="specs-title">
        <h2 id="specs-title">Specifications</h2>
        <Specs data-testid="product-specs">
          <tbody>
            {specs.map((row, i) => (
              <tr key={`${row.label}:${i}`}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </Specs>
      </Section>

      {item.installation && (
        <Section aria-labelledby="installation-title" data-testid="product-installation">
          <h2 id="installation-title">Installation</h2>
          <p>{item.installation}</p>
        </Section>
      )}

      <Section aria-labelledby="warranty-title" data-testid="product-warranty">
        <h2 id="warranty-title">Warranty and returns</h2>
        <p>{item.warranty || 'Warranty details come with the part.'}</p>
        <p>Not the right part? Return it within {RETURN_WINDOW_DAYS} days.</p>
      </Section>

      <Section aria-labelledby="fitment-title">
        <h2 id="fitment-title">Vehicle fitment</h2>
        <ExposedParcel remote="vehicle" expose="fitment-table" props={{ itemId: item.id }} fallback={<p>The vehicle list is not available right now.</p>} />
      </Section>

      <Section as="div">
        <BundleOffers itemId={item.id} />
      </Section>

      <Section as="div">
        <ProductReviews item={item} onReviewed={onItemChanged} />
      </Section>

      <Section as="div">
        <RelatedItems itemId={item.id} />
      </Section>
      <StickyBuyBarEnd ref={end} />
    </>
  );
}
