import styled from '@emotion/styled';
import { colors, mq, radii } from '@axlebay/shared-lib';

/** A responsive grid of link tiles (brands, makes, categories): one column on phones, up to four. */
export const TileGrid = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  a {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    color: ${colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${colors.surface};
  }
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
    flex: none;
  }
  small {
    margin-left: auto;
    color: ${colors.textMuted};
    font-weight: 400;
  }
`;

export const Section = styled.section`
  h2 {
    font-size: 20px;
    margin: 16px 0 8px;
  }
`;

export const Note = styled.p`
  color: ${colors.textMuted};
  min-height: 24px;
  margin: 0 0 12px;
`;
