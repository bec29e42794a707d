import { css } from '@emotion/react';
import { colors, mq, radii } from '../tokens';

/**
 * The header's search form (the shell's fallback and catalog's search box look the same, so the
 * swap between them is invisible): input and submit on the dark search row, 44 px high.
 */
export const headerSearchFormLook = css`
  display: flex;
  gap: 8px;
  height: 44px;
  label {
    flex: 1;
    min-width: 0;
    display: flex;
  }
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 0 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
  }
`;

/** The submit: text from the sm breakpoint, an icon (or nothing) below it. */
export const headerSearchButtonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  font: inherit;
  font-weight: 600;
  min-width: 44px;
  padding: 0 12px;
  border: 2px solid ${colors.focusOnDark};
  border-radius: ${radii.md};
  background: ${colors.focusOnDark};
  color: ${colors.header};
  cursor: pointer;
  ${mq.sm} {
    padding: 0 16px;
  }
`;
