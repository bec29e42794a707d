import { lazyPage, type RemotePages } from '@axlebay/shared-lib';
import { HomePage } from './HomePage';

// Home ships with the parcel (most visits land there); listings, product and reviews are their own
// chunks, so no page carries the code of the others.
const ListingPage = lazyPage('page-listing', () => import(/* webpackChunkName: "page-listing" */ './ListingPage').then((m) => m.ListingPage));
const ProductPage = lazyPage('page-product', () => import(/* webpackChunkName: "page-product" */ './ProductPage').then((m) => m.ProductPage));
const ReviewsPage = lazyPage('page-reviews', () => import(/* webpackChunkName: "page-reviews" */ './ReviewsPage').then((m) => m.ReviewsPage));

/** Page key (from the shared route table) → component. Type-checked: a missing page fails the build. */
export const pages: RemotePages<'catalog'> = {
  home: HomePage,
  product: ProductPage,
  brands: ListingPage,
  brand: ListingPage,
  brandCategory: ListingPage,
  makes: ListingPage,
  make: ListingPage,
  makeCategory: ListingPage,
  parts: ListingPage,
  partsUncertain: ListingPage,
  categories: ListingPage,
  collection: ListingPage,
  reviews: ReviewsPage,
  search: ListingPage,
  category: ListingPage,
};
