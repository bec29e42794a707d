import styled from '@emotion/styled';
import { memo } from 'react';
import { ExposedParcel, Link, mq } from '@axlebay/shared-lib';
import type { CampaignSection } from './campaign-types';

/**
 * Room for one catalog strip (its section: margin 24 + heading 28/32 + 4 + note 48/24 + 12 + the
 * 346 px card row: catalog's ItemStrip), held before the strip mounts after hydration, so nothing below moves.
 */
const Slot = styled.div`
  min-height: 462px;
  ${mq.md} {
    min-height: 442px;
  }
`;

const Fallback = styled.p`
  margin: 24px 0 0;
`;

/**
 * The campaign's items: each section is catalog's `./parts-strip` for the section's query (cards with
 * the vehicle's fit badge and Add to cart). When the catalog cannot be reached, a search link.
 * Memoized: the page re-renders every second with its clock, the strips need not.
 */
export const CampaignSections = memo(function CampaignSections({ sections }: { sections: readonly CampaignSection[] }) {
  return (
    <div data-testid="campaign-sections">
      {sections.map((s) => (
        <Slot key={s.id} data-testid={`campaign-slot-${s.id}`}>
          <ExposedParcel
            remote="catalog"
            expose="parts-strip"
            props={{ title: s.title, keyword: s.keyword, id: s.id, size: 12 }}
            loading={null}
            fallback={
              <Fallback>
                <Link to={`/search?keyword=${encodeURIComponent(s.keyword)}`}>{`Shop ${s.title.toLowerCase()}`}</Link>
              </Fallback>
            }
          />
        </Slot>
      ))}
    </div>
  );
});
