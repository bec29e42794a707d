import { createExposedParcel } from '@axlebay/shared-lib';
import { FitBadge } from '../fitment/FitBadge';

/**
 * The exposed `./fit-badge`: the badge as its own parcel (its own React root), kept for builds of other
 * remotes that still mount it with `<ExposedParcel remote="vehicle" expose="fit-badge" props={{ itemId }} />`.
 * New code uses `./fit-badge-view` through shared-lib's `FitBadgeSlot` (one tree, one fit-status call per page).
 */
const parcel = createExposedParcel('vehicle', 'fit-badge', FitBadge as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
