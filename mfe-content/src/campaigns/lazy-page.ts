import { lazyPage } from '@axlebay/shared-lib';

/** The campaign page is its own chunk: other content pages do not carry its code. */
export const CampaignPage = lazyPage('page-campaign', () => import(/* webpackChunkName: "page-campaign" */ './CampaignPage').then((m) => m.CampaignPage));
