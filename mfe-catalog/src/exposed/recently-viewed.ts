import { createExposedParcel } from '@axlebay/shared-lib';
import { RecentlyViewed } from '../home/RecentlyViewed';

/**
 * The exposed `./recently-viewed`: the shopper's recently viewed parts as a strip of item cards (the
 * home page's section; nothing when there are none). Own prop: `title?` (default "Recently viewed").
 */
const parcel = createExposedParcel('catalog', 'recently-viewed', RecentlyViewed as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
