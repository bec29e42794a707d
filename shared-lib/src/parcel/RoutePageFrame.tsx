import type { ReactNode } from 'react';
import { ROUTES } from '../contracts/routes';
import { buildBreadcrumb } from '../design-system/components/Breadcrumb';
import { PageFrame } from '../design-system/components/PageFrame';
import { RouteDetails } from '../design-system/components/RouteDetails';
import { useRoute } from './remote-context';
import { usePageHead } from './use-page-head';

/**
 * The frame of a page that has no data of its own yet: heading and page title from the route table,
 * breadcrumb Home › page, and the route's parameters. Pages grow out of it as their features land.
 */
export function RoutePageFrame({ heading, lead, children }: { heading?: string; lead?: ReactNode; children?: ReactNode }) {
  const route = useRoute();
  const title = heading ?? ROUTES.find((r) => r.name === route.name)?.title ?? '';
  usePageHead({ title });
  return (
    <PageFrame heading={title} lead={lead} breadcrumb={buildBreadcrumb([{ label: 'Home', seoUrl: '/' }, { label: title, seoUrl: route.pathname }])}>
      <RouteDetails values={{ ...route.params, ...route.query }} />
      {children}
    </PageFrame>
  );
}
