import { buildBreadcrumb, FormMessage, Link, PageFrame, usePageHead, useRoute } from '@axlebay/shared-lib';
import { useState } from 'react';
import { FeedbackForm } from './FeedbackForm';

/** `/help/feedback` (spec §2): a message to support; `?page=` names the page it is about. Then thanks. */
export function FeedbackPage() {
  const { query } = useRoute();
  const [sent, setSent] = useState<string>();
  usePageHead({ title: 'Feedback', description: 'Write to the Axlebay support team about an order, a part, a return or this website. We reply by email within one business day.' });
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'Help center', seoUrl: '/help' },
    { label: 'Feedback', seoUrl: '/help/feedback' },
  ]);
  return (
    <PageFrame heading="Feedback" breadcrumb={breadcrumb} lead="Tell us about an order, a part, a return or this website. A person reads every message.">
      {sent ? (
        <div data-testid="feedback-sent">
          <FormMessage tone="success">{sent}</FormMessage>
          <p>
            While you wait, the <Link to="/help/faq">frequently asked questions</Link> may already have your answer. <Link to="/">Back to the shop</Link>
          </p>
        </div>
      ) : (
        <>
          <p>
            Looking for a quick answer? Search the <Link to="/help">help center</Link> first.
          </p>
          <FeedbackForm pageUrl={(query.page ?? '').slice(0, 500)} onSent={setSent} />
        </>
      )}
    </PageFrame>
  );
}
