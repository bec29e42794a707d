import styled from '@emotion/styled';
import { colors, mq, radii, space, TableScroll } from '@axlebay/shared-lib';

/** A page section: readable line length, even rhythm. */
export const Section = styled.section`
  margin: 0 0 ${space(8)};
  max-width: 72ch;
  h2 {
    font-size: 22px;
    margin: 0 0 ${space(3)};
  }
  h3 {
    font-size: 18px;
    margin: ${space(4)} 0 ${space(2)};
  }
  p,
  li {
    line-height: 1.55;
  }
  &[data-wide] {
    max-width: none;
  }
`;

/** Cards in one column on phones, two or more from tablets up. */
export const Cards = styled.ul<{ columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  ${mq.md} {
    grid-template-columns: repeat(${(p) => p.columns ?? 3}, 1fr);
  }
  li {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    padding: ${space(4)};
  }
  h3 {
    margin: 0 0 ${space(2)};
    font-size: 18px;
  }
  p {
    margin: 0;
  }
  .figure {
    display: block;
    font-size: 24px;
    font-weight: 700;
    color: ${colors.primary};
    margin-bottom: ${space(1)};
  }
`;

/** Numbered steps with the number in a circle. */
export const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 36px 1fr;
    gap: ${space(3)};
    align-items: start;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${radii.pill};
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font-weight: 700;
  }
  strong {
    display: block;
  }
`;

/** A table that scrolls sideways on a phone instead of overflowing the page. */
/** A wide table in a keyboard-reachable region that scrolls sideways (design system `TableScroll`). */
export const TableBox = styled(TableScroll)`
  margin: 0 0 ${space(4)};
  table {
    border-collapse: collapse;
    min-width: 480px;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${colors.border};
  }
  th {
    background: ${colors.surface};
  }
`;

/** Questions and answers as disclosure widgets (keyboard and screen-reader ready without script). */
export const Faq = styled.div`
  details {
    border-bottom: 1px solid ${colors.border};
    padding: ${space(3)} 0;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 24px;
  }
  summary:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  details p {
    margin: ${space(2)} 0 0;
  }
`;

/** The call to action under a page's main text. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: ${space(4)} 0 0;
`;

export const Muted = styled.p`
  color: ${colors.textMuted};
  font-size: 14px;
`;
