import { PageFrame, RouteDetails, useNavigation, usePageHead, useRoute } from '@axlebay/shared-lib';
import { useEffect } from 'react';
import { SearchResults } from '../results/SearchResults';
import { listingFrame } from './listing-frame';

/** Brands, makes, parts, categories, collections, search and the `/[urlHandle]` category pages. */
export function ListingPage() {
  const route = useRoute();
  const navigation = useNavigation();
  const frame = listingFrame(route);
  usePageHead({ title: frame.exists ? frame.heading : undefined });
  useEffect(() => {
    if (!frame.exists) navigation.notFound();
  }, [frame.exists, navigation]);
  if (!frame.exists) return null;
  return (
    <PageFrame heading={frame.heading} breadcrumb={frame.breadcrumb}>
      <RouteDetails values={{ ...route.params, ...route.query }} />
      {route.name === 'search' && <SearchResults keyword={route.query.keyword ?? ''} />}
    </PageFrame>
  );
}
