import { useBusState, vehicleLabel } from '@axlebay/shared-lib';
import { VehicleSelector } from '../selector';
import { useGarage } from './use-garage';

/**
 * The home page's vehicle hero (exposed as `./vehicle-hero`): the compact selector; the chosen
 * vehicle goes through the garage like anywhere else.
 */
export function VehicleHero() {
  const vehicle = useBusState('vehicle.changed');
  const { garage, state } = useGarage();
  return (
    <section aria-labelledby="vehicle-hero-title" data-testid="vehicle-hero">
      <h2 id="vehicle-hero-title">{vehicle ? `Shopping for your ${vehicleLabel(vehicle)}` : 'Find parts that fit your vehicle'}</h2>
      <VehicleSelector
        compact
        idPrefix="vehicle-hero"
        submitLabel={vehicle ? 'Change vehicle' : 'Shop for this vehicle'}
        pending={state.loading}
        onSelect={async (v) => {
          await garage.shopFor(v);
        }}
      />
    </section>
  );
}
