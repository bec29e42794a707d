import { createExposedParcel } from '@axlebay/shared-lib';
import { SignInPanel } from './SignInPanel';

/** The exposed `./sign-in-panel`: other remotes mount it with <ExposedParcel remote="account" expose="sign-in-panel">. */
const parcel = createExposedParcel('account', 'sign-in-panel', SignInPanel);
export const { bootstrap, mount, unmount, update, remote } = parcel;
export default parcel;
