import type { ReactNode } from 'react';
import { buildBreadcrumb, PageFrame, usePageHead, useRoute, type JsonLd } from '@axlebay/shared-lib';

export interface ProgramHead {
  title: string;
  description: string;
  keywords?: string[];
  jsonLd?: JsonLd[];
}

/**
 * The frame of a programme page (spec §2 info pages): heading, breadcrumb Home › (parent ›) page,
 * and a head with the page's own description, rendered on the server like the rest of the page.
 */
export function ProgramFrame({ head, lead, parent, children }: { head: ProgramHead; lead?: ReactNode; parent?: { label: string; seoUrl: string }; children: ReactNode }) {
  const route = useRoute();
  usePageHead(head);
  const trail = [{ label: 'Home', seoUrl: '/' }, ...(parent ? [parent] : []), { label: head.title, seoUrl: route.pathname }];
  return (
    <PageFrame heading={head.title} lead={lead} breadcrumb={buildBreadcrumb(trail)}>
      {children}
    </PageFrame>
  );
}
