import type { ReactNode } from 'react';
import { PageFrame, type BreadcrumbItem } from '@axlebay/shared-lib';

/** Breadcrumb, the item title as a compact h1 (`product-title`) and the page body. */
export function ProductFrame({ heading, breadcrumb, children }: { heading: string; breadcrumb: BreadcrumbItem[]; children?: ReactNode }) {
  return (
    <PageFrame heading={heading} breadcrumb={breadcrumb} headingTestId="product-title" compactHeading>
      {children}
    </PageFrame>
  );
}
