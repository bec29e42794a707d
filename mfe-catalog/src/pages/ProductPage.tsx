import { buildBreadcrumb, LoadError, LoadingArea, useMarket, usePageHead, useRoute, type BreadcrumbItem } from '@axlebay/shared-lib';
import type { ItemDetail } from '../product/api';
import { ProductDetail } from '../product/ProductDetail';
import { ProductFrame } from '../product/ProductFrame';
import { useProduct } from '../product/use-product';
import { productPageHead } from '../seo/product-head';

/** The API's breadcrumb (Home › department › category › item), or Home › item while it loads. */
function breadcrumbOf(item: ItemDetail | undefined, urlHandle: string, name: string): BreadcrumbItem[] {
  const crumbs = item?.breadcrumb?.filter((c) => c && c.name && c.link);
  if (crumbs && crumbs.length > 0) return crumbs.map((c, i) => ({ name: c.name, link: c.link, disabled: i === crumbs.length - 1 }));
  return buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: name, seoUrl: `/product/${urlHandle}` },
  ]);
}

/** What the heading says until the item arrives: never the URL's handle, which reads like a part number soup. */
export const LOADING_PRODUCT = 'Loading the product…';
/** The heading when the item could not be loaded (the page shows why, with Retry). */
export const PRODUCT_HEADING = 'Product';

/** `/product/[urlHandle]`: h1 = the item's title; 404 → the shell's 404 page. */
export function ProductPage() {
  const { params, pathname } = useRoute();
  const market = useMarket();
  const urlHandle = params.urlHandle ?? '';
  const { item, error, notFound, reload } = useProduct(urlHandle);
  const name = item?.title ?? (error ? PRODUCT_HEADING : LOADING_PRODUCT);
  const breadcrumb = breadcrumbOf(item, urlHandle, name);
  // With the item: og type product, its main image, JSON-LD Product + BreadcrumbList (spec §2 page head).
  usePageHead(item ? productPageHead(item, { name, path: pathname, breadcrumb, currency: market.currency }) : { title: name });
  if (notFound) return null;
  return (
    <ProductFrame heading={name} breadcrumb={breadcrumb}>
      {item ? <ProductDetail item={item} onItemChanged={reload} /> : error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading the product" />}
    </ProductFrame>
  );
}
