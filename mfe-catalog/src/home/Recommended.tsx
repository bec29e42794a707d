import { Link, useApi, useApiData, useBusState, useMarket, vehicleLabel } from '@axlebay/shared-lib';
import { loadScene, vehicleId } from '../product/api';
import { toCardItem } from './card-item';
import { HomeSection } from './HomeSection';
import { ItemStrip } from './ItemStrip';

export const RECOMMENDED_SIZE = 12;

/**
 * Recommended items for the current vehicle (`HOME_RECOMMEND` scene with its `attributeValueId`):
 * loads again on every `vehicle.changed`; without a vehicle, the shop's best sellers. `title` lets
 * another page name it (the exposed `./recommended-parts`, e.g. the cart's empty state).
 */
export function Recommended({ title = 'Recommended for you' }: { title?: string } = {}) {
  const api = useApi();
  const market = useMarket();
  const vehicle = useBusState('vehicle.changed') ?? null;
  const attributeValueId = vehicleId(vehicle?.attributeValueId);
  const { data, error, reload } = useApiData(
    `${market.shopId}:recommended:${attributeValueId ?? 'none'}`,
    () => loadScene(api, 'HOME_RECOMMEND', { attributeValueId, size: RECOMMENDED_SIZE }),
    'The recommendations could not be loaded.',
  );
  const note = vehicle && attributeValueId !== undefined ? `Popular parts that fit your ${vehicleLabel(vehicle)}.` : 'Best sellers. Add your vehicle to see parts that fit it.';
  return (
    <HomeSection id="home-recommended" testId="recommended" title={title} note={note}>
      <ItemStrip
        items={data?.map(toCardItem)}
        error={error}
        onRetry={reload}
        label="Recommended parts"
        empty={
          <>
            Nothing to recommend for this vehicle yet. <Link to="/search">Search all parts</Link>
          </>
        }
      />
    </HomeSection>
  );
}
