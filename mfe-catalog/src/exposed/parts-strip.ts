import { createExposedParcel } from '@axlebay/shared-lib';
import { PartsStrip } from '../home/PartsStrip';

/**
 * The exposed `./parts-strip`: item cards for a fixed query (title, keyword, categoryIds, brandIds,
 * size, id: see `PartsStripProps`), fitting the current vehicle when there is one. Content's
 * campaign, landing and article pages show their parts with it.
 */
const parcel = createExposedParcel('catalog', 'parts-strip', PartsStrip as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
