import styled from '@emotion/styled';
import { useEffect } from 'react';
import { colors, ExposedParcel, LoadError, LoadingArea, priceView, useApi, useApiData, useMarket, useNavigation } from '@axlebay/shared-lib';
import { FitBadgeSlot } from '../results/FitBadgeSlot';
import { ITEM_DETAIL_API, type ApiPrice } from '../results/item-types';
import { ReviewSignIn } from './ReviewSignIn';

interface ItemDetail {
  id: number;
  title: string;
  subTitle: string;
  urlHandle: string;
  partNumber: string;
  currency: string;
  discountPrice: ApiPrice;
  originalPrice: ApiPrice;
  itemImages: Array<{ url: string; isMain: boolean; title?: string }>;
  brand: { name: string } | null;
  vehicleUniversal: boolean;
}

const Top = styled.div`
  display: grid;
  gap: 16px;
  img {
    width: 100%;
    max-width: 360px;
    aspect-ratio: 1;
    object-fit: contain;
    background: ${colors.surface};
  }
`;

/**
 * The product page frame: picture, title, price, the live fit badge (vehicle's `./fit-badge`) and the
 * vehicles it fits (vehicle's `./fitment-table`). Gallery, reviews and add-to-cart come with the
 * catalog issue.
 */
export function ProductDetail({ urlHandle }: { urlHandle: string }) {
  const api = useApi();
  const market = useMarket();
  const navigation = useNavigation();
  const { data: item, error, status, reload } = useApiData(
    `${market.shopId}:${urlHandle}`,
    () => api.get<ItemDetail>(ITEM_DETAIL_API, { urlHandle }),
    'This product could not be loaded.',
  );
  useEffect(() => {
    if (status === 404) navigation.notFound();
  }, [status, navigation]);
  if (status === 404) return null;
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!item) return <LoadingArea label="Loading the product" />;
  const price = priceView(item.originalPrice.cent, item.discountPrice.cent, item.currency);
  const image = item.itemImages.find((i) => i.isMain) ?? item.itemImages[0];
  return (
    <>
      <Top>
        {image && <img src={image.url} alt={image.title || item.title} width={360} height={360} />}
        <div>
          <p data-testid="product-title">{item.title}</p>
          {item.brand && <p>Brand: {item.brand.name}</p>}
          <p>Part number: {item.partNumber}</p>
          <p>
            <strong>{price.current}</strong> {price.original && <s>{price.original}</s>} {price.discountBadge}
          </p>
          <FitBadgeSlot itemId={item.id} />
        </div>
      </Top>
      <section aria-labelledby="fitment-title">
        <h2 id="fitment-title">Vehicle fitment</h2>
        <ExposedParcel
          remote="vehicle"
          expose="fitment-table"
          props={{ itemId: item.id }}
          fallback={<p>The vehicle list is not available right now.</p>}
        />
      </section>
      <section aria-labelledby="reviews-title">
        <h2 id="reviews-title">Reviews</h2>
        <ReviewSignIn productPath={`/product/${urlHandle}`} />
      </section>
    </>
  );
}
