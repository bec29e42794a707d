import { buildBreadcrumb, PageFrame, usePageHead } from '@axlebay/shared-lib';

/** `/reviews`: store-wide customer reviews (filled in issue 6). */
export function ReviewsPage() {
  usePageHead({ title: 'Customer reviews' });
  return (
    <PageFrame
      heading="Customer reviews"
      breadcrumb={buildBreadcrumb([{ label: 'Home', seoUrl: '/' }, { label: 'Reviews', seoUrl: '/reviews' }])}
      lead="What drivers say about the parts they fitted."
    />
  );
}
