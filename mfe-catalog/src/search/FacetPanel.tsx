import styled from '@emotion/styled';
import { useState } from 'react';
import { CheckboxField, colors, mq, formatCount } from '@axlebay/shared-lib';
import type { SearchFacets } from '../results/item-types';
import { priceRangeLabel } from './price-label';
import { samePrice, toggleFacet, togglePrice, withAllVehicles, type FacetKind, type SearchState } from './search-state';
import type { ActiveVehicle } from './vehicle-scope';

const Panel = styled.div<{ open: boolean }>`
  display: ${(p) => (p.open ? 'grid' : 'none')};
  gap: 16px;
  padding: 12px 0;
  ${mq.lg} {
    display: grid;
    align-content: start;
    padding: 0;
  }
  fieldset {
    border: 0;
    border-top: 1px solid ${colors.border};
    margin: 0;
    padding: 8px 0 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0;
  }
  label {
    font-size: 15px;
  }
`;

const Counts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 14px;
  color: ${colors.textMuted};
  li {
    min-height: 24px;
  }
`;

const More = styled.button`
  font: inherit;
  color: ${colors.primary};
  background: none;
  border: 0;
  min-height: 44px;
  padding: 0;
  text-decoration: underline;
  cursor: pointer;
`;

/** Options shown before "Show all": a long brand list does not push the others far down. */
export const FACET_PREVIEW = 8;

interface Option {
  id: number;
  name: string;
  count?: number;
}

function withCount(name: string, count?: number) {
  return count === undefined ? name : `${name} (${formatCount(count)})`;
}

function OptionGroup({ legend, options, selected, onToggle }: { legend: string; options: Option[]; selected: readonly number[]; onToggle: (id: number) => void }) {
  const [all, setAll] = useState(false);
  if (options.length === 0) return null;
  const shown = all ? options : options.slice(0, FACET_PREVIEW);
  // A chosen option stays visible even past the preview.
  const hidden = options.slice(FACET_PREVIEW).filter((o) => !all && selected.includes(o.id));
  return (
    <fieldset>
      <legend>{legend}</legend>
      {[...shown, ...hidden].map((o) => (
        <CheckboxField key={o.id} label={withCount(o.name, o.count)} checked={selected.includes(o.id)} onChange={() => onToggle(o.id)} />
      ))}
      {options.length > FACET_PREVIEW && (
        <More type="button" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? `Show fewer ${legend.toLowerCase()} options` : `Show all ${options.length} ${legend.toLowerCase()} options`}
        </More>
      )}
    </fieldset>
  );
}

/** The facet's options, plus chosen ids the answer does not list (named from what the page knows). */
function options(listed: Array<{ id: number; name: string; count: number }>, selected: readonly number[], nameOf: (id: number) => string | undefined): Option[] {
  const out: Option[] = listed.map((o) => ({ id: o.id, name: o.name || nameOf(o.id) || `#${o.id}`, count: o.count }));
  for (const id of selected) if (!out.some((o) => o.id === id)) out.unshift({ id, name: nameOf(id) ?? `#${id}` });
  return out;
}

export interface FacetPanelProps {
  id: string;
  /** Under 992 px the panel is collapsible; from lg it is always shown. */
  open: boolean;
  state: SearchState;
  facets: SearchFacets | undefined;
  vehicle: ActiveVehicle | null;
  currency: string;
  hide?: { category?: boolean; brand?: boolean };
  nameOf: (kind: FacetKind, id: number) => string | undefined;
  onChange: (next: SearchState) => void;
}

/** Facets with the answer's counts: vehicle fit, category, brand, price. Each change is a new URL. */
export function FacetPanel({ id, open, state, facets, vehicle, currency, hide = {}, nameOf, onChange }: FacetPanelProps) {
  const fit = facets?.fit;
  return (
    <Panel id={id} open={open} data-testid="facet-panel" aria-label="Filters" role="group">
      {vehicle && (
        <fieldset>
          <legend>Vehicle fit</legend>
          {vehicle.source === 'current' && (
            <CheckboxField
              label={`Only parts that fit my ${vehicle.label}`}
              checked={!state.allVehicles}
              onChange={() => onChange(withAllVehicles(state, !state.allVehicles))}
            />
          )}
          {fit && (
            <Counts aria-label="Fit status counts">
              {/* The page's own vehicle (a /category/make/model/year URL) is not the shopper's: name it. */}
              <li>
                {vehicle.source === 'current' ? 'Fits your vehicle' : `Fits the ${vehicle.label}`}: {formatCount(fit.FIT)}
              </li>
              {fit.UNCERTAIN > 0 && <li>Needs more details to check: {formatCount(fit.UNCERTAIN)}</li>}
              {fit.NOT_FIT > 0 && <li>Does not fit: {formatCount(fit.NOT_FIT)}</li>}
            </Counts>
          )}
        </fieldset>
      )}
      {!hide.category && (
        <OptionGroup
          legend="Category"
          options={options(facets?.categories ?? [], state.categoryIds, (x) => nameOf('category', x))}
          selected={state.categoryIds}
          onToggle={(x) => onChange(toggleFacet(state, 'category', x))}
        />
      )}
      {!hide.brand && (
        <OptionGroup
          legend="Brand"
          options={options(facets?.brands ?? [], state.brandIds, (x) => nameOf('brand', x))}
          selected={state.brandIds}
          onToggle={(x) => onChange(toggleFacet(state, 'brand', x))}
        />
      )}
      <PriceGroup state={state} facets={facets} currency={currency} onChange={onChange} />
    </Panel>
  );
}

function PriceGroup({ state, facets, currency, onChange }: Pick<FacetPanelProps, 'state' | 'facets' | 'currency' | 'onChange'>) {
  const ranges = (facets?.prices ?? []).filter((r) => r.count > 0 || samePrice(state.price, r));
  if (state.price && !ranges.some((r) => samePrice(state.price, r))) ranges.unshift({ ...state.price, count: 0 });
  if (ranges.length === 0) return null;
  return (
    <fieldset>
      <legend>Price</legend>
      {ranges.map((r) => {
        const chosen = samePrice(state.price, r);
        return (
          <CheckboxField
            key={`${r.min}-${r.max}`}
            label={withCount(priceRangeLabel(r, currency), chosen && r.count === 0 ? undefined : r.count)}
            checked={chosen}
            onChange={() => onChange(togglePrice(state, { min: r.min, max: r.max }))}
          />
        );
      })}
    </fieldset>
  );
}
