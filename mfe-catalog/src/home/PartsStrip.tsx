import { Link, useApi, useApiData, useBusState, useMarket, vehicleLabel } from '@axlebay/shared-lib';
import { vehicleId } from '../product/api';
import { FILTER_SEARCH_API, type SearchAnswer } from '../results/item-types';
import { toCardItem } from './card-item';
import { HomeSection } from './HomeSection';
import { ItemStrip } from './ItemStrip';

export const PARTS_STRIP_SIZE = 12;

/** What another page asks the strip for (the exposed `./parts-strip`'s props). */
export interface PartsStripProps {
  title: string;
  /** Words to find, e.g. "tpms sensor". */
  keyword?: string;
  /** Front categories (ids of the category tree) the parts come from. */
  categoryIds?: readonly number[];
  brandIds?: readonly number[];
  /** At most this many cards (1–24, default 12). */
  size?: number;
  /** The section's id and test id (default `parts-strip`). */
  id?: string;
}

/**
 * A strip of item cards for a fixed query (filter-search, best sellers first): campaign items, a
 * landing page's parts, an article's related parts. With a vehicle in the garage it shows the parts
 * that fit it, and says so; `/search` with the same words is one click away.
 */
export function PartsStrip({ title, keyword, categoryIds, brandIds, size = PARTS_STRIP_SIZE, id = 'parts-strip' }: PartsStripProps) {
  const api = useApi();
  const market = useMarket();
  const vehicle = useBusState('vehicle.changed') ?? null;
  const attributeValueId = vehicleId(vehicle?.attributeValueId);
  const count = Math.min(24, Math.max(1, Math.trunc(size)));
  const params = {
    keyword: keyword?.trim() || undefined,
    categoryIds: categoryIds?.length ? [...categoryIds] : undefined,
    brandIds: brandIds?.length ? [...brandIds] : undefined,
    attributeValueId,
    fitOnly: attributeValueId === undefined ? undefined : true,
    sort: 'BEST_SELLING',
    page: 1,
    size: count,
  };
  const { data, error, reload } = useApiData(
    `${market.shopId}:parts-strip:${JSON.stringify(params)}`,
    () => api.get<SearchAnswer>(FILTER_SEARCH_API, params).then((a) => a.list),
    'These parts could not be loaded.',
  );
  const searchHref = keyword?.trim() ? `/search?keyword=${encodeURIComponent(keyword.trim())}` : '/search';
  const note = vehicle && attributeValueId !== undefined ? `Parts that fit your ${vehicleLabel(vehicle)}.` : 'Best sellers. Add your vehicle to see the parts that fit it.';
  return (
    <HomeSection id={id} testId={id} title={title} note={note}>
      <ItemStrip
        items={data?.map(toCardItem)}
        error={error}
        onRetry={reload}
        label={title}
        empty={
          <>
            None of these parts fit this vehicle yet. <Link to={searchHref}>Search all parts</Link>
          </>
        }
      />
    </HomeSection>
  );
}
