import { useApi, useApiData, useMarket, useNotFound } from '@axlebay/shared-lib';
import { ITEM_DETAIL_API, type ItemDetail } from './api';

/**
 * The item of a product page, in this market's currency (the API answers per shop id). A 404 (no
 * such product, a draft or a deleted one) asks the shell for its 404 page.
 */
export function useProduct(urlHandle: string) {
  const api = useApi();
  const market = useMarket();
  const result = useApiData(
    `${market.shopId}:${urlHandle}`,
    () => api.get<ItemDetail>(ITEM_DETAIL_API, { urlHandle }).then((item) => ({ urlHandle, item })),
    'This product could not be loaded.',
  );
  const notFound = result.status === 404;
  useNotFound(notFound);
  // The answer for the previous handle (the shell updates the props in place) is not this page's item.
  const item = result.data && result.data.urlHandle === urlHandle ? result.data.item : undefined;
  return { ...result, item, notFound };
}
