import type { ReactNode } from 'react';
import { ROUTES } from '../contracts/routes';
import { buildBreadcrumb } from '../design-system/components/Breadcrumb';
import { PageFrame } from '../design-system/components/PageFrame';
import { useRoute } from './remote-context';
import { usePageHead } from './use-page-head';

/**
 * The frame of a page: heading and page title from the route table and breadcrumb Home › page. It never
 * prints the route's query: that is the text of whoever wrote the link.
 */
export function RoutePageFrame({ heading, lead, children }: { heading?: string; lead?: ReactNode; children?: ReactNode }) {
  const route = useRoute();
  const title = heading ?? ROUTES.find((r) => r.name === route.name)?.title ?? '';
  usePageHead({ title });
  return (
    <PageFrame heading={title} lead={lead} breadcrumb={buildBreadcrumb([{ label: 'Home', seoUrl: '/' }, { label: title, seoUrl: route.pathname }])}>
      {children}
    </PageFrame>
  );
}
