import { lazyPage } from '@axlebay/shared-lib';

// Public pages composed on the server: the programme pages' code is in three named chunks (info
// pages, videos, awards), so the HTML lists a page's chunk and hydration waits for it. Few and short
// names: the table of chunks is in the content remote's entry, which every content page loads.
const info = () => import(/* webpackChunkName: "page-info" */ './info-pages');
const videos = () => import(/* webpackChunkName: "page-videos" */ './videos');
const awards = () => import(/* webpackChunkName: "page-ugc" */ './ugc-awards');

export const AffiliateProgramPage = lazyPage('page-info', () => info().then((m) => m.AffiliateProgramPage));
export const TpmsSensorsPage = lazyPage('page-info', () => info().then((m) => m.TpmsSensorsPage));
export const GuideVideoPage = lazyPage('page-videos', () => videos().then((m) => m.GuideVideoPage));
export const VideosShootingPage = lazyPage('page-videos', () => videos().then((m) => m.VideosShootingPage));
export const UgcAwardsPage = lazyPage('page-ugc', () => awards().then((m) => m.UgcAwardsPage));
export const UgcSubmitPage = lazyPage('page-ugc', () => awards().then((m) => m.UgcSubmitPage));
