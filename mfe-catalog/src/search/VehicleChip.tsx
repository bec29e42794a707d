import styled from '@emotion/styled';
import { colors, Link, radii, vehicleLabel, type CurrentVehicle } from '@axlebay/shared-lib';
import type { ActiveVehicle } from './vehicle-scope';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  min-height: 44px;
  font-size: 15px;
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  padding: 0 4px 0 12px;
  border-radius: ${radii.pill};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  font-weight: 600;
  button,
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    min-height: 32px;
    border: 0;
    border-radius: ${radii.pill};
    background: none;
    color: ${colors.text};
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  button:hover,
  a:hover {
    background: ${colors.border};
  }
`;

const TextButton = styled.button`
  font: inherit;
  font-weight: 600;
  color: ${colors.primary};
  background: none;
  border: 0;
  min-height: 44px;
  padding: 0 4px;
  text-decoration: underline;
  cursor: pointer;
`;

export interface VehicleChipProps {
  vehicle: ActiveVehicle | null;
  /** The current vehicle when the page is about another make or model. */
  mismatch: CurrentVehicle | null;
  /** What the page is about ("Toyota Corolla"), for the mismatch note. */
  subject?: string;
  allVehicles: boolean;
  onShowAll: () => void;
  onOnlyVehicle: () => void;
}

/**
 * "Showing parts for 2018 Toyota Corolla ✕": the vehicle filter of a results page. Removing it shows
 * parts for every vehicle (`?allVehicles=1`), or, when the URL names the vehicle, the page without it.
 */
export function VehicleChip({ vehicle, mismatch, subject, allVehicles, onShowAll, onOnlyVehicle }: VehicleChipProps) {
  if (vehicle && (vehicle.source === 'fixed' || !allVehicles)) {
    return (
      <Row data-testid="vehicle-chip">
        <Chip>
          Showing parts for {vehicle.label}
          {vehicle.source === 'fixed' ? (
            <Link to={vehicle.removeTo ?? '/'} aria-label={`Show parts for all vehicles, not only the ${vehicle.label}`}>
              <span aria-hidden="true">✕</span>
            </Link>
          ) : (
            <button type="button" onClick={onShowAll} aria-label={`Show parts for all vehicles, not only the ${vehicle.label}`}>
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </Chip>
      </Row>
    );
  }
  if (vehicle) {
    return (
      <Row data-testid="vehicle-chip">
        <span>Showing parts for all vehicles.</span>
        <TextButton type="button" onClick={onOnlyVehicle}>
          Only parts for my {vehicle.label}
        </TextButton>
      </Row>
    );
  }
  if (mismatch) {
    return (
      <Row data-testid="vehicle-chip">
        <span>
          Showing {subject ? `${subject} parts` : 'parts'} for every vehicle: your {vehicleLabel(mismatch)} is not {subject ? `a ${subject}` : 'one of them'}.
        </span>
      </Row>
    );
  }
  return (
    <Row data-testid="vehicle-chip">
      <span>Showing parts for all vehicles.</span>
      <Link to="/myGarage">Add your vehicle to see what fits</Link>
    </Row>
  );
}
