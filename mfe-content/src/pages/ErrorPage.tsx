import { Link, PageFrame, usePageHead, useRoute } from '@axlebay/shared-lib';

const COPY: Record<string, { heading: string; lead: string }> = {
  notFound: { heading: 'We could not find that page', lead: 'The link may be old or mistyped. These will get you back on the road:' },
  serverError: { heading: 'Something went wrong on our side', lead: 'Please try again in a moment. Meanwhile you can:' },
  gatewayTimeout: { heading: 'The server took too long to answer', lead: 'Please try again in a moment. Meanwhile you can:' },
};

/** `/404`, `/500`, `/504`, and any unknown path (the shell renders notFound at the same URL). */
export function ErrorPage() {
  const { page } = useRoute();
  const copy = COPY[page] ?? COPY.notFound!;
  usePageHead({ title: copy.heading, noindex: true });
  return (
    <PageFrame heading={copy.heading} lead={copy.lead}>
      <ul>
        <li><Link to="/">Go to the home page</Link></li>
        <li><Link to="/search">Search for parts</Link></li>
        <li><Link to="/help">Visit the help center</Link></li>
      </ul>
    </PageFrame>
  );
}
