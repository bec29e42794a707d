import styled from '@emotion/styled';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ExposedParcel, headerChipLook, useBusState, vehicleLabel, type NavigationService, type RemoteParcelProps } from '@axlebay/shared-lib';
import { exposedModules } from '../federation/load-parcel';
import { matchAppRoute, toMatchedRoute } from '../routing/route-table';
import { useShell } from '../routing/shell-context';

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
function FallbackChip() {
  const vehicle = useBusState('vehicle.changed');
  return (
    <ChipLink to="/myGarage" data-testid="header-vehicle">
      {vehicle ? vehicleLabel(vehicle) : 'Add your vehicle'}
    </ChipLink>
  );
}

/** The header's vehicle chip: vehicle's exposed `./garage-chip` (garage drawer), or the shell's link. */
export function HeaderVehicle({ navigation }: { navigation: NavigationService }) {
  const { api, market, session, persisted } = useShell();
  const location = useLocation();
  const host = useMemo<RemoteParcelProps>(() => {
    const { def, params } = matchAppRoute(location.pathname);
    return { route: toMatchedRoute(def, location.pathname, params, location.search), navigation, api, market, session, exposed: exposedModules, persisted };
  }, [location.pathname, location.search, navigation, api, market, session, persisted]);
  return (
    <Slot>
      <ExposedParcel remote="vehicle" expose="garage-chip" host={host} fallback={<FallbackChip />} loading={<FallbackChip />} />
    </Slot>
  );
}
