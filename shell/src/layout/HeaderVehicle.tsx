import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ExposedParcel, headerChipLook, useBusState, vehicleLabel, type NavigationService, type RemoteParcelProps } from '@axlebay/shared-lib';
import { exposedModules } from '../federation/load-parcel';
import { firstRouteMounted } from '../remote-area/route-mounted';
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
  const { api, market, session, persisted } = useShell();
  const location = useLocation();
  const host = useMemo<RemoteParcelProps>(() => {
    const { def, params } = matchAppRoute(location.pathname);
    return { route: toMatchedRoute(def, location.pathname, params, location.search), navigation, api, market, session, exposed: exposedModules, persisted };
  }, [location.pathname, location.search, navigation, api, market, session, persisted]);
  // Off the critical path: the routed page mounts first, then the chip when the browser is idle (or at
  // once when the shopper reaches for it). Until then the shell's link shows the same text.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let cancelled = false;
    const want = () => setWanted(true);
    void firstRouteMounted.then(() => {
      if (cancelled) return;
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(want, { timeout: 3000 }) : window.setTimeout(want, 500);
    });
    return () => {
      cancelled = true;
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
    };
  }, []);
  if (!wanted) {
    return (
      <Slot>
        <FallbackChip onWanted={() => setWanted(true)} />
      </Slot>
    );
  }
  return (
    <Slot>
      <ExposedParcel remote="vehicle" expose="garage-chip" host={host} fallback={<FallbackChip />} loading={<FallbackChip />} />
    </Slot>
  );
}
