import styled from '@emotion/styled';
import { colors, mq, radii, space } from '@axlebay/shared-lib';

/** A grid of article cards: one column on phones, two from 768 px, three from 1200 px. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0 0 ${space(6)};
  padding: 0;
  display: grid;
  gap: ${space(4)};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Card = styled.article`
  height: 100%;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
  h2,
  h3 {
    margin: 0;
    font-size: 18px;
    line-height: 1.3;
  }
  h2 a,
  h3 a {
    color: ${colors.text};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
  p {
    margin: 0;
  }
  .meta {
    color: ${colors.textMuted};
    font-size: 14px;
  }
  &[data-featured] {
    background: ${colors.surface};
    ${mq.md} {
      padding: ${space(6)};
    }
    h2 {
      font-size: 24px;
      ${mq.md} {
        font-size: 28px;
      }
    }
  }
`;

export const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${space(6)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  a {
    display: inline-block;
    padding: ${space(2)} ${space(3)};
    min-height: 24px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    color: ${colors.text};
    text-decoration: none;
    font-size: 14px;
  }
  a:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

export const SectionTitle = styled.h2`
  font-size: 22px;
  margin: ${space(6)} 0 ${space(3)};
`;
