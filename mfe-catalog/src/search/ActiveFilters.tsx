import styled from '@emotion/styled';
import { colors, radii } from '@axlebay/shared-lib';
import { priceRangeLabel } from './price-label';
import { clearFilters, toggleFacet, type FacetKind, type SearchState } from './search-state';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  button {
    font: inherit;
    font-size: 14px;
    min-height: 36px;
    padding: 0 12px;
    border-radius: ${radii.pill};
    border: 1px solid ${colors.border};
    background: ${colors.background};
    color: ${colors.text};
    cursor: pointer;
  }
  button:hover {
    background: ${colors.surface};
  }
  button.clear {
    border-color: transparent;
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

export interface ActiveFilter {
  key: string;
  label: string;
  /** The state without this filter. */
  without: SearchState;
}

/** Every chosen facet value, each with the state that removes it (chips and empty-state suggestions). */
export function activeFilters(state: SearchState, nameOf: (kind: FacetKind, id: number) => string | undefined, currency: string): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const id of state.categoryIds) out.push({ key: `category-${id}`, label: `Category: ${nameOf('category', id) ?? `#${id}`}`, without: toggleFacet(state, 'category', id) });
  for (const id of state.brandIds) out.push({ key: `brand-${id}`, label: `Brand: ${nameOf('brand', id) ?? `#${id}`}`, without: toggleFacet(state, 'brand', id) });
  if (state.price) out.push({ key: 'price', label: `Price: ${priceRangeLabel(state.price, currency)}`, without: { ...state, price: null, page: 1 } });
  return out;
}

/** Chips of the chosen filters, each removable, and "Clear all". */
export function ActiveFilters({ filters, state, onChange }: { filters: ActiveFilter[]; state: SearchState; onChange: (next: SearchState) => void }) {
  if (filters.length === 0) return null;
  return (
    <Row aria-label="Chosen filters">
      {filters.map((f) => (
        <li key={f.key}>
          <button type="button" onClick={() => onChange(f.without)} aria-label={`Remove ${f.label}`}>
            {f.label} <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
      {filters.length > 1 && (
        <li>
          <button type="button" className="clear" onClick={() => onChange(clearFilters(state))}>
            Clear all filters
          </button>
        </li>
      )}
    </Row>
  );
}
