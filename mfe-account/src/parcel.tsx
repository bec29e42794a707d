import { createRemoteParcel } from '@axlebay/shared-lib';
import { pages as pageComponents } from './pages';

/** The exposed `./parcel` module: single-spa lifecycles the shell mounts with <Parcel>. */
const parcel = createRemoteParcel('account', pageComponents);
export const { bootstrap, mount, unmount, update, remote, pages } = parcel;
export default parcel;
