import styled from '@emotion/styled';
import { buildBreadcrumb, ButtonLink, LoadError, LoadingArea, mq, PageFrame, space, usePageHead } from '@axlebay/shared-lib';
import { useShopPromises } from '../about/company-contact';
import { ContactDetails } from '../about/ContactDetails';
import { useFaqGroups } from './help-api';
import { HelpSearch } from './HelpSearch';
import { HelpTopics } from './HelpTopics';

const Sections = styled.div`
  display: grid;
  gap: ${space(8)};
  > section > h2 {
    font-size: 22px;
    margin: 0 0 ${space(3)};
  }
`;

const Reach = styled.div`
  display: grid;
  gap: ${space(4)};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

/** `/help` (spec §2): search over the questions, the topics with their top questions, and how to reach support. */
export function HelpPage() {
  const { data: groups, error, reload } = useFaqGroups();
  const promises = useShopPromises();
  usePageHead({ title: 'Help center', description: 'Search our answers about orders, shipping, returns, fitment and payment, or reach the Axlebay support team 24/7.' });
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'Help center', seoUrl: '/help' },
  ]);
  return (
    <PageFrame heading="Help center" breadcrumb={breadcrumb} lead="Answers about orders, shipping, returns, fitment and payment, and a person to talk to, day and night.">
      <Sections>
        <HelpSearch />
        <section aria-labelledby="help-topics-title">
          <h2 id="help-topics-title">Browse by topic</h2>
          {groups ? <HelpTopics groups={groups} /> : error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading the topics" />}
        </section>
        <Reach>
          <ContactDetails title="Contact us" hours={promises?.supportHours} />
          <section aria-labelledby="feedback-title">
            <h2 id="feedback-title">Send us a message</h2>
            <p>Questions about an order, a part or this website: write to us and we reply by email within one business day, most within hours.</p>
            <ButtonLink to="/help/feedback">Write to support</ButtonLink>
          </section>
        </Reach>
      </Sections>
    </PageFrame>
  );
}
