import type { RemotePages } from '@axlebay/shared-lib';
import { HomePage } from './HomePage';
import { ListingPage } from './ListingPage';
import { ProductPage } from './ProductPage';
import { ReviewsPage } from './ReviewsPage';
import { pages } from './index';

/**
 * For unit tests: the same page map with every page loaded up front (index.ts loads most lazily,
 * which a synchronous render cannot wait for). Not imported by the app.
 */
export const eagerPages: RemotePages<'catalog'> = Object.fromEntries(
  Object.entries(pages).map(([key, page]) => [key, page === pages.home ? HomePage : key === 'product' ? ProductPage : key === 'reviews' ? ReviewsPage : ListingPage]),
) as unknown as RemotePages<'catalog'>;
