import type { RemotePages } from '@axlebay/shared-lib';
import { HomePage } from './HomePage';
import { ListingPage } from './ListingPage';
import { ProductPage } from './ProductPage';
import { ReviewsPage } from './ReviewsPage';

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
