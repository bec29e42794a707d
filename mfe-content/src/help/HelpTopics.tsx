import styled from '@emotion/styled';
import { colors, Link, mq, radii, space } from '@axlebay/shared-lib';
import { type FaqGroup } from './help-contract';
import { questionHref } from './help-api';

/** How many of a group's questions the help centre lists (its first ones: the most asked). */
export const TOP_QUESTIONS = 3;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  > li {
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    padding: ${space(4)};
  }
  h3 {
    font-size: 18px;
    margin: 0 0 ${space(1)};
  }
  ul {
    margin: ${space(2)} 0;
    padding-left: ${space(5)};
  }
  li li {
    padding: ${space(1)} 0;
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

/** The FAQ groups as topics: each with its top questions and a link to all of them. */
export function HelpTopics({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <Grid data-testid="help-topics">
      {groups.map((group) => (
        <li key={group.handle}>
          <h3>{group.title}</h3>
          <p>{group.summary}</p>
          <ul>
            {group.questions.slice(0, TOP_QUESTIONS).map((q) => (
              <li key={q.handle}>
                <Link to={questionHref(q.handle)}>{q.question}</Link>
              </li>
            ))}
          </ul>
          <Link to={questionHref(group.handle)}>
            All {group.questions.length} questions about {group.title.toLowerCase()}
          </Link>
        </li>
      ))}
    </Grid>
  );
}
