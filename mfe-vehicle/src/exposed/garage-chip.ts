import { createExposedParcel } from '@axlebay/shared-lib';
import { GarageChip } from '../garage/GarageChip';

/**
 * The exposed `./garage-chip`: the header's current-vehicle chip and garage drawer. Mounted on every
 * page, it also carries the garage's sign-in merge (garage-service.ts) wherever the shopper signs in.
 */
const parcel = createExposedParcel('vehicle', 'garage-chip', GarageChip as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
