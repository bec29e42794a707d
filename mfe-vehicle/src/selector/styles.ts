import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, mq, radii } from '@axlebay/shared-lib';

/** Label line height + gap: where an input starts inside a step, for aligning buttons in a row. */
export const LABEL_OFFSET = 24;
/**
 * Under every input: two lines of 14 px text (a required message, the unconfirmed-pairing note), so
 * messages appearing after a list loads never push the layout. In the compact row the note moves under
 * the row and one line is kept. Only a load error with its 44 px Retry button is taller.
 */
export const MESSAGE_MIN_HEIGHT = 40;

const focusRing = css`
  outline: 3px solid ${colors.focus};
  outline-offset: 2px;
`;

export const SelectorForm = styled.form<{ compact: boolean }>`
  display: grid;
  gap: 4px 12px;
  max-width: 440px;
  button:focus-visible {
    ${focusRing}
  }
  ${(p) =>
    p.compact &&
    css`
      ${mq.lg} {
        max-width: none;
        grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
        align-items: start;
        & > [data-part='submit'] {
          margin-top: ${LABEL_OFFSET}px;
        }
        [data-part='message'] {
          min-height: 20px;
        }
        & > [data-part='row-note'],
        & > [data-part='form-message'] {
          grid-column: 1 / -1;
        }
      }
    `}
`;

export const Step = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
  min-width: 0;
`;

export const StepLabel = styled.label`
  font-weight: 600;
  line-height: 20px;
  min-height: 20px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${colors.textMuted};
  font-size: 14px;
`;

export const Control = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    font: inherit;
    min-height: 44px;
    padding: 0 44px 0 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
  }
  input:focus,
  input:focus-visible {
    ${focusRing}
    outline-offset: 1px;
  }
  input::placeholder {
    color: ${colors.textMuted};
    opacity: 1;
  }
  input:disabled {
    background: ${colors.surface};
    color: ${colors.textMuted};
    cursor: not-allowed;
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  input[data-unconfirmed='true'] {
    padding-right: 132px;
  }
`;

export const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${colors.textMuted};
  font-size: 14px;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

/** "unconfirmed" next to a chosen uncertain pairing, inside the input's box. */
export const SelectedBadge = styled.span`
  position: absolute;
  top: 0;
  right: 44px;
  height: 44px;
  display: flex;
  align-items: center;
  font-size: 13px;
  color: ${colors.warning};
  pointer-events: none;
`;

export const Popover = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  min-width: 100%;
  width: max-content;
  max-width: min(360px, 90vw);
  z-index: 30;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: 0 8px 24px rgb(15 27 45 / 16%);
  &[hidden] {
    display: none;
  }
`;

export const Listbox = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  max-height: 320px;
  overflow-y: auto;
  &:empty {
    display: none;
  }
`;

export const OptionItem = styled.li<{ highlighted: boolean; current: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  cursor: pointer;
  font-weight: ${(p) => (p.current ? 600 : 400)};
  background: ${(p) => (p.highlighted ? colors.surface : 'transparent')};
  box-shadow: ${(p) => (p.highlighted ? `inset 3px 0 0 ${colors.focus}` : 'none')};
`;

/** The muted "(unconfirmed)" after an uncertain option's text. */
export const Unconfirmed = styled.span`
  font-size: 13px;
  color: ${colors.textMuted};
  font-weight: 400;
`;

export const PopoverNote = styled.p`
  margin: 0;
  padding: 8px 12px;
  font-size: 14px;
  color: ${colors.textMuted};
`;

export const Message = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  align-content: flex-start;
  min-height: ${MESSAGE_MIN_HEIGHT}px;
  font-size: 14px;
  line-height: 20px;
  color: ${colors.textMuted};
  [data-tone='error'] {
    color: ${colors.danger};
  }
`;

export const RowNote = styled.p`
  margin: 0;
  min-height: 20px;
  font-size: 14px;
  line-height: 20px;
  color: ${colors.textMuted};
`;

export const RetryButton = styled.button`
  margin-left: 8px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 12px;
  font: inherit;
  font-weight: 600;
  color: ${colors.primary};
  background: ${colors.background};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.md};
  cursor: pointer;
`;
