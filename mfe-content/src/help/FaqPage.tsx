import styled from '@emotion/styled';
import { buildBreadcrumb, Link, LoadError, LoadingArea, PageFrame, space, usePageHead } from '@axlebay/shared-lib';
import { faqPageJsonLd } from './faq-json-ld';
import { FaqList } from './FaqList';
import { useFaqGroups } from './help-api';
import { useOpenFromHash } from './use-open-from-hash';

const Topics = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)} ${space(4)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: ${space(1)} 0;
  }
`;

const TITLE = 'Frequently asked questions';

/** `/help/faq` (spec §2): every question, grouped; `/help/faq#<handle>` opens and focuses one. */
export function FaqPage() {
  const { data: groups, error, reload } = useFaqGroups();
  usePageHead({
    title: TITLE,
    description: 'Answers about orders and shipping, returns and refunds, fitment, payment, your account and garage, and warranties at Axlebay.',
    jsonLd: groups?.length ? [faqPageJsonLd(groups)] : undefined,
  });
  useOpenFromHash(Boolean(groups));
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'Help center', seoUrl: '/help' },
    { label: 'FAQ', seoUrl: '/help/faq' },
  ]);
  return (
    <PageFrame heading={TITLE} breadcrumb={breadcrumb} lead="Open a question to read its answer. Every question has its own link to share.">
      {groups ? (
        <>
          <Topics aria-label="Topics">
            <ul>
              {groups.map((g) => (
                <li key={g.handle}>
                  <a href={`#${g.handle}`}>{g.title}</a>
                </li>
              ))}
            </ul>
          </Topics>
          <FaqList groups={groups} />
          <p>
            Did not find your answer? <Link to="/help/feedback">Send us a message</Link> or see the <Link to="/help">help center</Link>.
          </p>
        </>
      ) : error ? (
        <LoadError message={error} onRetry={reload} />
      ) : (
        <LoadingArea label="Loading the questions" />
      )}
    </PageFrame>
  );
}
