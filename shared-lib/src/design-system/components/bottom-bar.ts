import { css } from '@emotion/react';
import { colors } from '../tokens';

/** A bar fixed to the bottom of a phone's screen (the cart's checkout bar, the product's buy bar): its box, the rest is the bar's own. */
export const bottomBarLook = (height: number) => css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  height: ${height}px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  background: ${colors.background};
  border-top: 1px solid ${colors.border};
`;
