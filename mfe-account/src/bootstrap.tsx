import { mountHarness } from '@axlebay/shared-lib/harness';

// Standalone page of this remote (its own origin's root): mounts the parcel in a small harness.
mountHarness('account', () => import('./parcel'), document.getElementById('harness')!);
