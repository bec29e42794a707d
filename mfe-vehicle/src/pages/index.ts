import type { RemotePages } from '@axlebay/shared-lib';
import { GaragePage } from './GaragePage';

export const pages: RemotePages<'vehicle'> = {
  garage: GaragePage,
};
