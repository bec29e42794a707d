import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, colors, ExposedParcel, Link } from '@axlebay/shared-lib';
import type { ActiveFilter } from './ActiveFilters';
import { clearFilters, withAllVehicles, type SearchState } from './search-state';
import type { ActiveVehicle } from './vehicle-scope';

const Box = styled.div`
  padding: 16px;
  border: 1px dashed ${colors.border};
  border-radius: 8px;
  h2 {
    font-size: 20px;
    margin: 0 0 8px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 12px 0 0;
    padding: 0;
  }
  li > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const HeroSlot = styled.div`
  margin-top: 16px;
  min-height: 200px;
`;

export interface EmptyStateProps {
  state: SearchState;
  keyword: string;
  vehicle: ActiveVehicle | null;
  /** The vehicle filter is on (fit only). */
  vehicleFilterOn: boolean;
  filters: ActiveFilter[];
  didYouMean?: string | null;
  keywordHref: (keyword: string) => string;
  onChange: (next: SearchState) => void;
}

/**
 * No results: say what was searched for and offer every way out that applies — another spelling,
 * dropping a filter, parts for all vehicles, another vehicle (vehicle's compact selector), categories.
 */
export function EmptyState({ state, keyword, vehicle, vehicleFilterOn, filters, didYouMean, keywordHref, onChange }: EmptyStateProps) {
  const [changing, setChanging] = useState(false);
  const what = keyword ? `“${keyword}”` : 'this page';
  const forVehicle = vehicleFilterOn && vehicle ? ` for your ${vehicle.label}` : '';
  const withFilters = filters.length ? ' with the chosen filters' : '';
  return (
    <Box data-testid="empty-results" role="status">
      <h2>No parts found</h2>
      <p>
        No parts match {what}
        {forVehicle}
        {withFilters}. Try one of these:
      </p>
      <ul>
        {didYouMean && (
          <li>
            <Link to={keywordHref(didYouMean)}>Search for “{didYouMean}” instead</Link>
          </li>
        )}
        {filters.map((f) => (
          <li key={f.key}>
            <Button type="button" variant="secondary" onClick={() => onChange(f.without)}>
              Remove {f.label}
            </Button>
          </li>
        ))}
        {filters.length > 1 && (
          <li>
            <Button type="button" variant="secondary" onClick={() => onChange(clearFilters(state))}>
              Clear all filters
            </Button>
          </li>
        )}
        {vehicleFilterOn && vehicle?.source === 'current' && (
          <li>
            <Button type="button" variant="secondary" onClick={() => onChange(withAllVehicles(state, true))}>
              Show parts for all vehicles
            </Button>
          </li>
        )}
        {vehicle?.source === 'fixed' && (
          <li>
            <Link to={vehicle.removeTo ?? '/'}>Show parts for all vehicles</Link>
          </li>
        )}
        {vehicle?.source === 'current' && (
          <li>
            <Button type="button" variant="secondary" aria-expanded={changing} onClick={() => setChanging(true)}>
              Change vehicle
            </Button>
          </li>
        )}
        <li>
          <Link to="/categories">Browse all categories</Link>
        </li>
      </ul>
      {changing && (
        <HeroSlot>
          <ExposedParcel
            remote="vehicle"
            expose="vehicle-hero"
            fallback={
              <p>
                The vehicle selector is not available right now. <Link to="/myGarage">Change your vehicle in My garage</Link>.
              </p>
            }
          />
        </HeroSlot>
      )}
    </Box>
  );
}
