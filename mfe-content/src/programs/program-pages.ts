import { lazyPage } from '@axlebay/shared-lib';

// Public pages composed on the server: the programme pages' code is in two named chunks (the pages
// without a form; the awards with their entry form and react-hook-form), so the HTML lists a page's
// chunk and hydration waits for it. One loader per chunk, the route picks the page inside: the
// loaders and the table of chunks are in the content remote's parcel and entry, which every content
// page loads (the /about size budget).
export const InfoPage = lazyPage('page-info', () => import(/* webpackChunkName: "page-info" */ './info-pages').then((m) => m.InfoPage));
export const AwardsPage = lazyPage('page-ugc', () => import(/* webpackChunkName: "page-ugc" */ './ugc-awards').then((m) => m.AwardsPage));
