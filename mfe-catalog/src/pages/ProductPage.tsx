import { ProductDetail } from '../product/ProductDetail';
import { buildBreadcrumb, humanize, PageFrame, RouteDetails, usePageHead, useRoute } from '@axlebay/shared-lib';

/** `/product/[urlHandle]`. Gallery, price, fitment and add-to-cart come with issues 5 and 6. */
export function ProductPage() {
  const { params } = useRoute();
  const name = humanize(params.urlHandle ?? '');
  usePageHead({ title: name });
  return (
    <PageFrame heading={name} breadcrumb={buildBreadcrumb([{ label: 'Home', seoUrl: '/' }, { label: name, seoUrl: `/product/${params.urlHandle}` }])}>
      <RouteDetails values={{ urlHandle: params.urlHandle ?? '' }} />
      <ProductDetail urlHandle={params.urlHandle ?? ''} />
    </PageFrame>
  );
}
