import styled from '@emotion/styled';
import { Button, colors, formatMoney, Link, radii, useApi, useApiData, useBusState, useMarket } from '@axlebay/shared-lib';
import { CART_UNAVAILABLE_TEXT, useCartAction } from '../cart/use-cart-action';
import { mediaSource } from '../media/image-source';
import type { ApiItemSummary } from './api';
import { loadBundles, type BundleOffer } from './bundle-api';

const Offer = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  h3 {
    margin: 0;
    font-size: 18px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li {
    display: grid;
    grid-template-columns: 64px 1fr auto;
    align-items: center;
    gap: 12px;
  }
  img,
  .no-image {
    width: 64px;
    height: 64px;
    object-fit: contain;
    background: ${colors.surface};
    border-radius: ${radii.sm};
  }
  .totals {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 12px;
    margin: 0;
  }
  .bundle-price {
    font-size: 22px;
    font-weight: 800;
  }
  s {
    color: ${colors.textMuted};
  }
  .save {
    color: ${colors.sale};
    font-weight: 700;
  }
`;

const mainImageUrl = (item: ApiItemSummary) => (typeof item.mainImage === 'string' ? { url: item.mainImage } : item.mainImage);

/** One bundle: its parts, the bundle price against the parts' total, and one button adding them all. */
export function BundleOfferCard({ offer, currency }: { offer: BundleOffer; currency: string }) {
  const vehicle = useBusState('vehicle.changed') ?? null;
  const { state, run } = useCartAction();
  const saving = offer.originalTotal.cent - offer.bundlePrice.cent;
  // Each part goes in as a line of this bundle (spec §3: the line key holds the bundle id), one after another.
  const addAll = (store: Parameters<Parameters<typeof run>[0]>[0]) =>
    offer.items.reduce<Promise<unknown>>((done, item) => done.then(() => store.add({ itemId: item.id, skuId: item.skuId ?? 0, count: 1, bundleId: offer.id, vehicle })), Promise.resolve());
  return (
    <Offer aria-labelledby={`bundle-${offer.id}`} data-testid="bundle-offer" data-bundle-id={offer.id}>
      <h3 id={`bundle-${offer.id}`}>{offer.name}</h3>
      <ul>
        {offer.items.map((item) => {
          const image = mainImageUrl(item);
          return (
            <li key={item.id}>
              {image ? <img src={mediaSource(image, 'thumbnail')} alt="" width={64} height={64} loading="lazy" decoding="async" /> : <span className="no-image" aria-hidden="true" />}
              <Link to={`/product/${item.urlHandle}`}>{item.title}</Link>
              <span>{formatMoney(item.discountPrice.cent, currency)}</span>
            </li>
          );
        })}
      </ul>
      <p className="totals">
        <span className="bundle-price" data-testid="bundle-price">
          {formatMoney(offer.bundlePrice.cent, currency)}
        </span>
        {saving > 0 && (
          <>
            <s aria-label={`Parts bought one by one: ${formatMoney(offer.originalTotal.cent, currency)}`}>{formatMoney(offer.originalTotal.cent, currency)}</s>
            <span className="save" data-testid="bundle-saving">{`Save ${formatMoney(saving, currency)} (${offer.discountPercent}%)`}</span>
          </>
        )}
      </p>
      <div>
        <Button type="button" onClick={() => void run(addAll)} disabled={state === 'busy'} data-testid="add-bundle">
          {state === 'busy' ? 'Adding…' : `Add all ${offer.items.length} to cart`}
        </Button>
        {state === 'unavailable' && <span role="alert"> {CART_UNAVAILABLE_TEXT}</span>}
      </div>
    </Offer>
  );
}

/**
 * "Frequently bought together": the bundles holding this item whose every part is for sale here. The
 * cart prices the parts of a bundle at the bundle price (spec §7 bundle list). Nothing shows when
 * there is no bundle or the list cannot be loaded (the rest of the page does not depend on it).
 */
export function BundleOffers({ itemId }: { itemId: number }) {
  const api = useApi();
  const market = useMarket();
  const { data } = useApiData(`${market.shopId}:bundles:${itemId}`, () => loadBundles(api, itemId), 'Bundles could not be loaded.');
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="bundles-title" data-testid="product-bundles">
      <h2 id="bundles-title">Frequently bought together</h2>
      {data.map((offer) => (
        <BundleOfferCard key={offer.id} offer={offer} currency={offer.bundlePrice.currency ?? market.currency} />
      ))}
    </section>
  );
}
