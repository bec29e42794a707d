import { useEffect, useMemo, useState } from 'react';
import { useMarket, usePageData, useRemoteProps } from '@axlebay/shared-lib';
import { recentlyViewedStore, type RecentItem } from './recently-viewed';

/** The recently viewed items of this shop, newest first, read once when the component mounts. */
export function useRecentlyViewed(): { items: RecentItem[]; clear: () => void } {
  const { persisted } = useRemoteProps();
  const market = useMarket();
  const store = useMemo(() => recentlyViewedStore(persisted), [persisted]);
  // Read synchronously on the first render: the section is on screen from the first paint (no shift).
  // A page composed on the server knows no shopper's history: there it is read once mounted.
  const serverComposed = usePageData() !== null;
  const [items, setItems] = useState(() => (serverComposed ? [] : store.forShop(market.shopId)));
  useEffect(() => {
    if (serverComposed) setItems(store.forShop(market.shopId));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    items,
    clear: () => {
      store.clear();
      setItems([]);
    },
  };
}

/** Records a product page visit once per item (and shop) when its data is there. */
export function useRecordView(item: RecentItem | undefined) {
  const { persisted } = useRemoteProps();
  const key = item ? `${item.shopId}:${item.id}` : '';
  useEffect(() => {
    if (item) recentlyViewedStore(persisted).record(item);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, persisted]);
}
