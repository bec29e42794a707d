import styled from '@emotion/styled';
import { Button, colors, radii, vehicleLabel } from '@axlebay/shared-lib';
import type { GarageVehicle } from './garage-rules';

/** Spec §5: the message for a saved vehicle the taxonomy no longer holds. */
export const VEHICLE_REMOVED =
  'There are no items available for your current vehicle model at present. The vehicle model has been removed. Please add a new vehicle model.';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li<{ current: boolean }>`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 12px;
  align-items: center;
  padding: 12px;
  border: ${(p) => (p.current ? `2px solid ${colors.primary}` : `1px solid ${colors.border}`)};
  border-radius: ${radii.md};
`;

// Fixed box: the picture never moves the row (no layout shift); empty when the model has none.
const Picture = styled.div`
  width: 96px;
  height: 64px;
  background: ${colors.surface};
  border-radius: ${radii.md};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const Detail = styled.span`
  color: ${colors.textMuted};
`;

const Warning = styled.p`
  color: ${colors.warning};
  margin: 4px 0 0;
`;

export interface GarageListProps {
  list: readonly GarageVehicle[];
  busy: boolean;
  onSelect: (id: string) => void;
  /** Without it (the header drawer) there is no Edit: editing happens on the garage page. */
  onEdit?: (vehicle: GarageVehicle) => void;
  onRemove: (id: string) => void;
  compact?: boolean;
}

/** The saved vehicles, default first, with its actions. */
export function GarageList({ list, busy, onSelect, onEdit, onRemove, compact = false }: GarageListProps) {
  return (
    <List aria-label="Saved vehicles" aria-busy={busy}>
      {list.map((v) => {
        const label = vehicleLabel(v);
        return (
          <Item key={v.id} current={v.isDefault} data-testid="garage-vehicle">
            <Picture>{v.imageUrl ? <img src={v.imageUrl} alt="" width={96} height={64} loading="lazy" /> : null}</Picture>
            <div>
              <strong>{label}</strong> {v.isDefault && <span>(shopping for)</span>}
              <br />
              <Detail>{[v.trimName, v.engineName].filter(Boolean).join(' · ') || 'All trims and engines'}</Detail>
              {v.available === false && !compact && <Warning role="note">{VEHICLE_REMOVED}</Warning>}
              <Actions>
                {!v.isDefault && (
                  <Button type="button" disabled={busy} onClick={() => onSelect(v.id)} aria-label={`Shop for ${label}`}>
                    Shop for this
                  </Button>
                )}
                {onEdit && (
                  <Button type="button" variant="secondary" disabled={busy} onClick={() => onEdit(v)} aria-label={`Edit ${label}`}>
                    Edit
                  </Button>
                )}
                <Button type="button" variant="secondary" disabled={busy} onClick={() => onRemove(v.id)} aria-label={`Delete ${label}`}>
                  Delete
                </Button>
              </Actions>
            </div>
          </Item>
        );
      })}
    </List>
  );
}
