import styled from '@emotion/styled';
import { colors, radii, space } from '@axlebay/shared-lib';
import { type FaqGroup } from './help-contract';
import { CopyLinkButton } from './CopyLinkButton';
import { FaqAnswer } from './FaqAnswer';

const Group = styled.section`
  margin: ${space(8)} 0 0;
  scroll-margin-top: ${space(4)};
  h2 {
    font-size: 22px;
    margin: 0 0 ${space(1)};
  }
  > p {
    color: ${colors.textMuted};
    margin: 0 0 ${space(3)};
  }
`;

const Question = styled.details`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  margin: 0 0 ${space(2)};
  background: ${colors.background};
  scroll-margin-top: ${space(4)};
  summary {
    cursor: pointer;
    padding: ${space(3)} ${space(4)};
    font-weight: 600;
    min-height: 44px;
    box-sizing: border-box;
  }
  &[open] summary {
    border-bottom: 1px solid ${colors.border};
  }
  > div {
    padding: 0 ${space(4)} ${space(1)};
    line-height: 1.55;
  }
`;

/** The groups and their questions, each a disclosure (`<details>`) whose id is the question's handle. */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <Group key={group.handle} id={group.handle} aria-labelledby={`${group.handle}-title`} data-testid="faq-group">
          <h2 id={`${group.handle}-title`} tabIndex={-1}>
            {group.title}
          </h2>
          <p>{group.summary}</p>
          {group.questions.map((q) => (
            <Question key={q.handle} id={q.handle} data-testid="faq-question">
              <summary>{q.question}</summary>
              <div>
                <FaqAnswer answer={q.answer} />
                <CopyLinkButton handle={q.handle} question={q.question} />
              </div>
            </Question>
          ))}
        </Group>
      ))}
    </>
  );
}
