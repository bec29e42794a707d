import { createExposedParcel } from '@axlebay/shared-lib';
import { FitmentTable } from '../fitment/FitmentTable';

/** The exposed `./fitment-table`: the vehicles an item fits, for the product page. */
const parcel = createExposedParcel('vehicle', 'fitment-table', FitmentTable as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
