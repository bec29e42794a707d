import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { colors, radii } from '@axlebay/shared-lib';
import { REMOVED_TEXT, UNDO_TEXT } from './cart-page-texts';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 12px 0;
  padding: 0 0 0 16px;
  min-height: 48px;
  border-radius: ${radii.md};
  background: ${colors.header};
  color: ${colors.onHeader};
  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0 16px;
    font: inherit;
    font-weight: 700;
    color: ${colors.focusOnDark};
    background: none;
    border: 0;
    text-decoration: underline;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${colors.focusOnDark};
    outline-offset: -3px;
  }
`;

/**
 * The removed line, with Undo for a few seconds (announced politely). Undo takes the focus: the
 * Remove button the shopper pressed is gone with its line.
 */
export function UndoBar({ title, onUndo }: { title: string; onUndo: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Bar role="status" data-testid="undo-bar">
      <span>{REMOVED_TEXT(title)}</span>
      <button ref={button} type="button" onClick={onUndo}>
        {UNDO_TEXT}
      </button>
    </Bar>
  );
}
