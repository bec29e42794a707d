import { createExposedParcel } from '@axlebay/shared-lib';
import { Recommended } from '../home/Recommended';

/**
 * The exposed `./recommended-parts`: recommended parts for the current vehicle (follows
 * `vehicle.changed`; best sellers without one), the home page's strip of item cards. Own prop:
 * `title?` (default "Recommended for you").
 */
const parcel = createExposedParcel('catalog', 'recommended-parts', Recommended as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
