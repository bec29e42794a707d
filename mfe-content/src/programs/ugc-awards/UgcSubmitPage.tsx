import { useState } from 'react';
import { FormMessage, Link, LoadError, LoadingArea } from '@axlebay/shared-lib';
import { ProgramFrame } from '../ProgramFrame';
import { Section } from '../program-styles';
import { longDate } from './awards-api';
import { UgcEntryForm } from './UgcEntryForm';
import { useAwards } from './use-awards';

/**
 * `/ugc-awards/submit` (spec §2 info pages): the entry form, rendered on the server with this year's
 * categories, and the thank-you state once the API has stored the entry.
 */
export function UgcSubmitPage() {
  const { data, error, reload } = useAwards();
  const [sent, setSent] = useState<string>();
  return (
    <ProgramFrame
      head={{ title: 'Submit your entry', description: 'Enter the Axlebay UGC awards: your build story and up to 3 photos, in one of this year’s categories.' }}
      parent={{ label: 'UGC awards', seoUrl: '/ugc-awards' }}
      lead={data ? `Entries for the ${data.season.year} awards close on ${longDate(data.season.entriesClose)}.` : undefined}
    >
      <Section>
        {sent ? (
          <div data-testid="ugc-entry-sent">
            <FormMessage tone="success">{sent}</FormMessage>
            <h2>What happens next</h2>
            <ol>
              <li>Our team checks your entry against the rules within a week.</li>
              <li>Judging starts {data ? longDate(data.season.judgingStarts) : 'after entries close'}.</li>
              <li>Winners hear from us by email on {data ? longDate(data.season.winnersAnnounced) : 'the announcement day'}.</li>
            </ol>
            <p>
              <Link to="/ugc-awards">Back to the awards</Link>
            </p>
          </div>
        ) : data ? (
          <>
            <p>
              Read the <Link to="/ugc-awards">categories, prizes and rules</Link> first. One entry per category.
            </p>
            <UgcEntryForm awards={data} onSent={setSent} />
          </>
        ) : error ? (
          <LoadError message={error} onRetry={reload} />
        ) : (
          <LoadingArea label="Loading the form" />
        )}
      </Section>
    </ProgramFrame>
  );
}
