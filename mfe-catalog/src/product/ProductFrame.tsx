import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Breadcrumb, layout, mq, type BreadcrumbItem } from '@axlebay/shared-lib';

// The design system's PageFrame, with the product title as the h1 that e2e tests find by test id
// (PageFrame takes no attributes for its heading).
const Frame = styled.section`
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
  padding: 16px;
  ${mq.md} {
    padding: 24px 32px;
  }
  h1 {
    font-size: 24px;
    line-height: 1.25;
    font-weight: 800;
    margin: 12px 0 8px;
    ${mq.md} {
      font-size: 32px;
    }
  }
`;

/** Breadcrumb, the item title as h1 (`product-title`) and the page body. */
export function ProductFrame({ heading, breadcrumb, children }: { heading: string; breadcrumb: BreadcrumbItem[]; children?: ReactNode }) {
  return (
    <Frame aria-labelledby="page-heading">
      <Breadcrumb items={breadcrumb} />
      <h1 id="page-heading" data-testid="product-title">
        {heading}
      </h1>
      {children}
    </Frame>
  );
}
