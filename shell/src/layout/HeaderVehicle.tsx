import styled from '@emotion/styled';
import { Link as RouterLink } from 'react-router';
import { headerChipLook, useBusState, vehicleLabel, type NavigationService } from '@axlebay/shared-lib';
import { DeferredExposed } from './DeferredExposed';

const ChipLink = styled(RouterLink)`
  ${headerChipLook}
`;

const Slot = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  > div {
    display: flex;
    min-width: 0;
    flex: 1;
  }
`;

/** The shell's own chip: a link to the garage page, while the vehicle remote loads or when it is down. */
function FallbackChip({ onWanted }: { onWanted?: () => void }) {
  const vehicle = useBusState('vehicle.changed');
  return (
    <ChipLink to="/myGarage" data-testid="header-vehicle" onPointerEnter={onWanted} onFocus={onWanted}>
      {vehicle ? vehicleLabel(vehicle) : 'Add your vehicle'}
    </ChipLink>
  );
}

/** The header's vehicle chip: vehicle's exposed `./garage-chip` (garage drawer), or the shell's link. */
export function HeaderVehicle({ navigation }: { navigation: NavigationService }) {
  return (
    <Slot>
      <DeferredExposed remote="vehicle" expose="garage-chip" navigation={navigation} fallback={(want) => <FallbackChip onWanted={want} />} />
    </Slot>
  );
}
