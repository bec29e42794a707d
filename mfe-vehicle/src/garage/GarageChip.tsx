import styled from '@emotion/styled';
import { useState } from 'react';
import { headerChipLook, Link, useBusState, vehicleLabel } from '@axlebay/shared-lib';
import { LazyVehicleDialog as VehicleDialog } from '../dialog/LazyVehicleDialog';
import { GarageList } from './GarageList';
import { useGarage } from './use-garage';

const Chip = styled.button`
  ${headerChipLook}
`;

/**
 * The header's vehicle chip (exposed as `./garage-chip`, mounted by the shell): the current vehicle,
 * and on click the garage drawer — saved vehicles to switch between, and the selector to add one.
 */
export function GarageChip() {
  const vehicle = useBusState('vehicle.changed') ?? null;
  const { garage, state } = useGarage();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Chip type="button" data-testid="header-vehicle" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {vehicle ? vehicleLabel(vehicle) : 'Add your vehicle'}
      </Chip>
      {open && (
        <VehicleDialog
          title="My garage"
          initial={undefined}
          selectorHeading={state.list.length ? 'Add another vehicle' : 'Add your vehicle'}
          onClose={() => setOpen(false)}
        >
          {state.list.length > 0 && (
            <GarageList
              list={state.list}
              busy={state.loading}
              compact
              onSelect={(id) => void garage.select(id)}
              onRemove={(id) => void garage.remove(id)}
            />
          )}
          <p>
            <Link to="/myGarage" onClick={() => setOpen(false)}>
              Manage my garage
            </Link>
          </p>
        </VehicleDialog>
      )}
    </>
  );
}
