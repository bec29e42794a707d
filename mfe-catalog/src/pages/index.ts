import { lazy } from 'react';
import type { RemotePages } from '@axlebay/shared-lib';
import { HomePage } from './HomePage';

// Home ships with the parcel (most visits land there); listings, product and reviews are their own
// chunks, so no page carries the code of the others.
const ListingPage = lazy(() => import('./ListingPage').then((m) => ({ default: m.ListingPage })));
const ProductPage = lazy(() => import('./ProductPage').then((m) => ({ default: m.ProductPage })));
const ReviewsPage = lazy(() => import('./ReviewsPage').then((m) => ({ default: m.ReviewsPage })));

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
