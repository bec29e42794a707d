import { createExposedParcel } from '@axlebay/shared-lib';
import { FitBadge } from '../fitment/FitBadge';

/** The exposed `./fit-badge`: `<ExposedParcel remote="vehicle" expose="fit-badge" props={{ itemId }} />`. */
const parcel = createExposedParcel('vehicle', 'fit-badge', FitBadge as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
