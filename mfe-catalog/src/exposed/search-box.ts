import { createExposedParcel } from '@axlebay/shared-lib';
import { SearchBox } from '../search/SearchBox';

/**
 * The exposed `./search-box`: the header's search combobox (suggestions, hot words, submit to
 * `/search?keyword=…`). The shell mounts it with its contract props; own prop: `placeholder?`.
 */
const parcel = createExposedParcel('catalog', 'search-box', SearchBox as never);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
