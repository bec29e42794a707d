import type { ReactNode } from 'react';
import { buildBreadcrumb, PageFrame, usePageHead, useRoute } from '@axlebay/shared-lib';

/** A page of the account area: its title, and the breadcrumb Home › My Account › … › page. */
export function AccountPageFrame({ title, trail = [], lead, children }: { title: string; trail?: Array<{ label: string; seoUrl: string }>; lead?: ReactNode; children?: ReactNode }) {
  usePageHead({ title });
  const { pathname } = useRoute();
  const breadcrumb = buildBreadcrumb([{ label: 'Home', seoUrl: '/' }, { label: 'My Account', seoUrl: '/myAccount' }, ...trail, { label: title, seoUrl: pathname }]);
  return (
    <PageFrame heading={title} lead={lead} breadcrumb={breadcrumb}>
      {children}
    </PageFrame>
  );
}
