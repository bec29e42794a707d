import { css } from '@emotion/react';
import { colors, mq } from '../tokens';

/**
 * The pill in the header that shows the current vehicle: the shell's fallback link and the vehicle
 * remote's chip button look the same, so a vehicle remote that is down changes nothing visible.
 */
export const headerChipLook = css`
  flex: 1;
  min-width: 0;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  max-width: 100%;
  padding: 0 12px;
  border: 1px solid ${colors.onHeaderMuted};
  border-radius: 999px;
  background: transparent;
  color: ${colors.onHeader};
  font: inherit;
  font-size: 14px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focusOnDark};
    outline-offset: 2px;
  }
  ${mq.md} {
    flex: 0 1 auto;
  }
`;
