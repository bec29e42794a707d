import { createRemoteParcel } from '@axlebay/shared-lib';
import { pages as pageComponents } from './pages';

/** The exposed `./parcel` module: single-spa lifecycles the shell mounts, and the root its server renders. */
const parcel = createRemoteParcel('catalog', pageComponents);
export const { bootstrap, mount, unmount, update, remote, pages, pageChunks, preloadPage, Root } = parcel;
export default parcel;
