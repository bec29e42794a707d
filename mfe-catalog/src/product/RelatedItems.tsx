import { useApi, useApiData, useBusState, useMarket } from '@axlebay/shared-lib';
import { toCardItem } from '../home/card-item';
import { ItemStrip } from '../home/ItemStrip';
import { useNearViewport } from '../home/use-near-viewport';
import { loadScene, vehicleId } from './api';

export const RELATED_SIZE = 12;

/**
 * Parts from the same category (`PRODUCT_RELATED` scene), fitting the current vehicle when there is
 * one. Far down the page, so asked for (with their cards' fit badges) only when the shopper gets near
 * it; until then the row's fixed height is held.
 */
export function RelatedItems({ itemId }: { itemId: number }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="related-title" data-testid="related-items">
      <h2 id="related-title">Related parts</h2>
      {near ? <RelatedRow itemId={itemId} /> : <ItemStrip items={undefined} label="Related parts" empty={null} />}
    </section>
  );
}

function RelatedRow({ itemId }: { itemId: number }) {
  const api = useApi();
  const market = useMarket();
  const vehicle = useBusState('vehicle.changed') ?? null;
  const attributeValueId = vehicleId(vehicle?.attributeValueId);
  const { data, error, reload } = useApiData(
    `${market.shopId}:related:${itemId}:${attributeValueId ?? 'none'}`,
    () => loadScene(api, 'PRODUCT_RELATED', { itemId, attributeValueId, size: RELATED_SIZE }),
    'Related parts could not be loaded.',
  );
  return <ItemStrip items={data?.map(toCardItem)} error={error} onRetry={reload} label="Related parts" empty="No related parts for this one." />;
}
