import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, mq } from '@axlebay/shared-lib';

const Section = styled.section`
  margin: 24px 0 0;
  h2 {
    font-size: 20px;
    line-height: 28px;
    height: 28px;
    margin: 0 0 4px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    ${mq.md} {
      font-size: 24px;
      line-height: 32px;
      height: 32px;
    }
  }
`;

/**
 * Fixed height (two lines on phones, one from md, clamped): a note changing with the vehicle never
 * changes the section's height.
 */
const Note = styled.p`
  margin: 0 0 12px;
  height: 48px;
  color: ${colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  ${mq.md} {
    height: 24px;
    -webkit-line-clamp: 1;
  }
`;

/** A home page section: a one-line heading, an optional one-line note (present in every state or never) and a body of fixed height. */
export function HomeSection({ id, testId, title, note, action, children }: { id: string; testId: string; title: string; note?: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Section aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {(note !== undefined || action !== undefined) && (
        <Note>
          {note}
          {action !== undefined && <> {action}</>}
        </Note>
      )}
      {children}
    </Section>
  );
}
