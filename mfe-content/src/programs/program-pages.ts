import { lazyPage } from '@axlebay/shared-lib';

// Public pages composed on the server: each has its own named chunk, so the HTML lists it and hydration waits for it.
export const AffiliateProgramPage = lazyPage('page-affiliate-program', () =>
  import(/* webpackChunkName: "page-affiliate-program" */ './affiliate/AffiliateProgramPage').then((m) => m.AffiliateProgramPage),
);
export const GuideVideoPage = lazyPage('page-guide-video', () => import(/* webpackChunkName: "page-guide-video" */ './videos/GuideVideoPage').then((m) => m.GuideVideoPage));
export const VideosShootingPage = lazyPage('page-videos-shooting', () =>
  import(/* webpackChunkName: "page-videos-shooting" */ './videos/VideosShootingPage').then((m) => m.VideosShootingPage),
);
export const UgcAwardsPage = lazyPage('page-ugc-awards', () => import(/* webpackChunkName: "page-ugc-awards" */ './ugc-awards/UgcAwardsPage').then((m) => m.UgcAwardsPage));
export const UgcSubmitPage = lazyPage('page-ugc-submit', () => import(/* webpackChunkName: "page-ugc-submit" */ './ugc-awards/UgcSubmitPage').then((m) => m.UgcSubmitPage));
export const TpmsSensorsPage = lazyPage('page-tpms-sensors', () => import(/* webpackChunkName: "page-tpms-sensors" */ './tpms/TpmsSensorsPage').then((m) => m.TpmsSensorsPage));
