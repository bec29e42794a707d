import { createExposedParcel } from '@axlebay/shared-lib';
import { VehicleHero } from '../garage/VehicleHero';

/** The exposed `./vehicle-hero`: the compact vehicle selector for the home page. */
const parcel = createExposedParcel('vehicle', 'vehicle-hero', VehicleHero as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
