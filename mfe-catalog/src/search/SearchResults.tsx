import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  colors,
  FitBadgesHold,
  layout,
  Link,
  LoadError,
  LoadingArea,
  mq,
  radii,
  serializeParams,
  useApi,
  useApiData,
  useBusState,
  useMarket,
  useNavigation,
  useRoute,
  formatCount,
} from '@axlebay/shared-lib';
import { loadBrands, loadCategories } from '../listing/catalog-directory';
import { FILTER_SEARCH_API, type SearchAnswer, type SearchFacets } from '../results/item-types';
import { ResultList } from '../results/ResultList';
import { track } from '../tracking/track';
import { ActiveFilters, activeFilters } from './ActiveFilters';
import { EmptyState } from './EmptyState';
import { FacetPanel } from './FacetPanel';
import { Pagination } from './Pagination';
import { filterSearchParams, lastPage, type FixedFilter } from './search-request';
import { EMPTY_SEARCH_STATE, hasFilters, parseSearchState, searchUrl, withAllVehicles, withPage, withSort, type FacetKind, type SearchState } from './search-state';
import { SortSelect } from './SortSelect';
import { VehicleChip } from './VehicleChip';
import { useCountAnnouncement } from './use-count-announcement';
import { effectiveAllVehicles, scopeVehicle, type VehicleScope } from './vehicle-scope';

/** Spec §5: what a vehicle the API no longer knows gets. */
export const VEHICLE_REMOVED_MESSAGE =
  'There are no items available for your current vehicle model at present. The vehicle model has been removed. Please add a new vehicle model.';

const Layout = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'toolbar' 'facets' 'results';
  ${mq.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    grid-template-areas: 'toolbar toolbar' 'facets results';
    gap: 12px 32px;
  }
`;

const Toolbar = styled.div`
  grid-area: toolbar;
  display: grid;
  gap: 4px;
`;

const ToolRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  min-height: 44px;
`;

const Count = styled.p`
  margin: 0;
  min-height: 24px;
  font-weight: 600;
`;

const FilterToggle = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
  cursor: pointer;
  ${mq.lg} {
    display: none;
  }
`;

const Aside = styled.aside`
  grid-area: facets;
`;

const Results = styled.section`
  grid-area: results;
  display: grid;
  align-content: start;
  gap: 12px;
  min-height: ${layout.remoteMinHeight}px;
  transition: opacity 0.15s;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${radii.md};
  background: ${colors.surface};
`;

export interface SearchResultsProps {
  /** What the page fixes (a category, a brand, a collection, a make's name); facets narrow it. */
  fixed?: FixedFilter;
  vehicle: VehicleScope;
  hideFacets?: { category?: boolean; brand?: boolean };
  /** What a make/model page is about ("Toyota Corolla"). */
  subject?: string;
  /** Shown under the results once they are there (a listing's bottom text): nothing below them jumps. */
  footer?: React.ReactNode;
}

/** Names of chosen facet values: from the answers seen, else from the category tree and brand list. */
function useFacetNames(facets: SearchFacets | undefined, state: SearchState): (kind: FacetKind, id: number) => string | undefined {
  const api = useApi();
  const market = useMarket();
  const known = useRef(new Map<string, string>());
  const [, setLearned] = useState(0);
  for (const c of facets?.categories ?? []) if (c.name) known.current.set(`category:${c.id}`, c.name);
  for (const b of facets?.brands ?? []) if (b.name) known.current.set(`brand:${b.id}`, b.name);
  const missing = [...state.categoryIds.map((id) => `category:${id}`), ...state.brandIds.map((id) => `brand:${id}`)].filter((k) => !known.current.has(k));
  const wanted = missing.join(',');
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    Promise.all([loadCategories(api, market.shopId), loadBrands(api, market.shopId)]).then(
      ([categories, brands]) => {
        for (const [id, node] of categories.byId) known.current.set(`category:${id}`, node.name);
        for (const b of brands) known.current.set(`brand:${b.id}`, b.name);
        if (current) setLearned((n) => n + 1);
      },
      () => undefined, // "#id" stays: the chip still removes the filter.
    );
    return () => {
      current = false;
    };
  }, [wanted, api, market.shopId]);
  return (kind, id) => known.current.get(`${kind}:${id}`);
}

/**
 * A results page: the vehicle filter chip, facets with counts, the six sorts, paging and the items
 * (cards with live fit badges and add to cart). Everything the shopper chooses is in the URL query
 * (`search-state.ts`); this component only reads the route and navigates.
 */
export function SearchResults({ fixed = {}, vehicle: scope, hideFacets, subject, footer }: SearchResultsProps) {
  const route = useRoute();
  const navigation = useNavigation();
  const api = useApi();
  const market = useMarket();
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const state = useMemo(() => parseSearchState(route.query), [route.query]);
  const current = useBusState('vehicle.changed');
  const scoped = scopeVehicle(scope, current);
  const allVehicles = effectiveAllVehicles(scoped, state.allVehicles);
  const params = filterSearchParams({ ...state, allVehicles }, fixed, scoped.vehicle?.attributeValueId);
  const key = `${market.shopId}|${serializeParams(params)}`;
  const { data, error, status, reload } = useApiData(key, async () => ({ key, answer: await api.get<SearchAnswer>(FILTER_SEARCH_API, params) }), 'The results could not be loaded.');
  const stale = data !== undefined && data.key !== key;
  const answer = data?.answer;
  const names = useFacetNames(answer?.facets, state);

  const hrefOf = (next: SearchState) => searchUrl(route.pathname, route.query, next);
  const go = (next: SearchState) => navigation.navigate(hrefOf(next));
  const keywordHref = (keyword: string) => searchUrl('/search', {}, { ...EMPTY_SEARCH_STATE, keyword, sort: state.sort, allVehicles: state.allVehicles });
  const filters = activeFilters(state, names, market.currency);
  const vehicleFilterOn = Boolean(scoped.vehicle) && !allVehicles;

  // A page of a fixed keyword (a make's name) must not show another word's results.
  const replaced = Boolean(fixed.keyword && answer?.showingResultsFor);
  const items = replaced ? [] : answer?.list ?? [];
  const total = replaced ? 0 : answer?.total ?? 0;
  const last = lastPage(total);
  const ownKeyword = state.keyword && !fixed.keyword;

  // Spec §7 Tracking: what the shopper searched, or which category they viewed, once its results are in.
  const shownKey = answer && !stale && !error ? key : undefined;
  useEffect(() => {
    if (!shownKey) return;
    const categoryId = fixed.categoryIds?.[0];
    if (ownKeyword) track('search', { keyword: state.keyword, resultCount: total });
    else if (categoryId !== undefined) track('view_category', { categoryId, resultCount: total });
    // One event per answer shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);
  const countText = answer ? `${formatCount(total)} result${total === 1 ? '' : 's'}${ownKeyword ? ` for “${answer.showingResultsFor ?? state.keyword}”` : ''}` : '';
  useCountAnnouncement(shownKey, scoped.vehicle?.attributeValueId, items.length, countText);

  let body: React.ReactNode;
  if (error && (!answer || !stale)) {
    body =
      status === 400 && scoped.vehicle ? (
        <Notice role="alert">
          {VEHICLE_REMOVED_MESSAGE} <Link to="/myGarage">Add a vehicle</Link>
        </Notice>
      ) : (
        <LoadError message={error} onRetry={reload} />
      );
  } else if (!answer) {
    body = <LoadingArea label="Loading results" />;
  } else if (items.length === 0 && total > 0) {
    body = (
      <Notice>
        There {last === 1 ? 'is only one page' : `are only ${last} pages`} of results. <Link to={hrefOf(withPage(state, last))}>Go to the last page</Link>
      </Notice>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        state={state}
        keyword={[fixed.keyword, state.keyword].filter(Boolean).join(' ')}
        vehicle={scoped.vehicle}
        vehicleFilterOn={vehicleFilterOn}
        filters={filters}
        didYouMean={ownKeyword ? answer.didYouMean : undefined}
        keywordHref={keywordHref}
        onChange={go}
      />
    );
  } else {
    body = (
      <>
        {/* Results being asked again (a new vehicle, page or filter): the old cards' badges wait for the new list. */}
        <FitBadgesHold when={stale && !error}>
          <ResultList items={items} />
        </FitBadgesHold>
        <Pagination page={Math.min(state.page, last)} last={last} hrefOf={(p) => hrefOf(withPage(state, p))} />
      </>
    );
  }

  return (
    <>
      <Layout data-testid="search-results">
        <Toolbar>
          {scope.kind !== 'none' && (
            <VehicleChip
              vehicle={scoped.vehicle}
              mismatch={scoped.mismatch}
              subject={subject}
              allVehicles={allVehicles}
              onShowAll={() => go(withAllVehicles(state, true))}
              onOnlyVehicle={() => go(withAllVehicles(state, false))}
            />
          )}
          <ToolRow>
            <Count data-testid="result-count">
              {answer && !stale ? countText : 'Loading results…'}
            </Count>
            <ToolRow>
              <FilterToggle type="button" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((o) => !o)}>
                Filters{filters.length ? ` (${filters.length})` : ''}
              </FilterToggle>
              <SortSelect value={state.sort} onChange={(sort) => go(withSort(state, sort))} />
            </ToolRow>
          </ToolRow>
        </Toolbar>
        <Aside aria-label="Filter results">
          <FacetPanel
            id={panelId}
            open={filtersOpen}
            state={state}
            facets={replaced ? undefined : answer?.facets}
            vehicle={scoped.vehicle}
            currency={market.currency}
            hide={hideFacets}
            nameOf={names}
            onChange={go}
          />
        </Aside>
        <Results aria-label="Search results" aria-busy={stale || !answer}>
          {ownKeyword && answer?.showingResultsFor && (
            <Notice role="status" data-testid="showing-results-for">
              Showing results for <strong>{answer.showingResultsFor}</strong>. No parts matched “{state.keyword}”.
            </Notice>
          )}
          {ownKeyword && !answer?.showingResultsFor && answer?.didYouMean && items.length > 0 && (
            <Notice data-testid="did-you-mean">
              Did you mean <Link to={keywordHref(answer.didYouMean)}>{answer.didYouMean}</Link>?
            </Notice>
          )}
          {hasFilters(state) && <ActiveFilters filters={filters} state={state} onChange={go} />}
          {body}
        </Results>
      </Layout>
      {answer && footer}
    </>
  );
}
