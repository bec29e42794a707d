import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, layout, mq } from '../tokens';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

const Frame = styled.section`
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
  padding: 16px;
  ${mq.md} {
    padding: 24px 32px;
  }
  h1 {
    font-size: 28px;
    line-height: 1.2;
    font-weight: 800;
    margin: 12px 0 8px;
    ${mq.md} {
      font-size: 36px;
    }
  }
  &[data-compact-heading] h1 {
    font-size: 24px;
    line-height: 1.25;
    ${mq.md} {
      font-size: 32px;
    }
  }
`;

const Lead = styled.p`
  color: ${colors.textMuted};
  margin: 0 0 16px;
`;

export interface PageFrameProps {
  heading: string;
  breadcrumb?: BreadcrumbItem[];
  /** Text under the heading (page SEO data `underTitleText`). */
  lead?: ReactNode;
  children?: ReactNode;
  /** A test id on the h1 (e.g. `product-title`). */
  headingTestId?: string;
  /** Smaller h1, for long titles such as product names. */
  compactHeading?: boolean;
}

/** Heading, breadcrumb and body: the frame every page of every remote is built in. */
export function PageFrame({ heading, breadcrumb, lead, children, headingTestId, compactHeading = false }: PageFrameProps) {
  return (
    <Frame aria-labelledby="page-heading" data-compact-heading={compactHeading || undefined}>
      {breadcrumb && <Breadcrumb items={breadcrumb} />}
      <h1 id="page-heading" data-testid={headingTestId}>
        {heading}
      </h1>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Frame>
  );
}
