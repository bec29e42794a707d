import styled from '@emotion/styled';
import { colors, radii } from '@axlebay/shared-lib';

/** A fieldset of radio cards (saved addresses, shipping methods, payment methods): 44 px targets, the chosen card outlined. */
export const RadioCards = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-width: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 700;
    font-size: 18px;
    margin-bottom: 8px;
    padding: 0;
  }
  label {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    min-height: 44px;
    padding: 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    cursor: pointer;
    background: ${colors.background};
  }
  label:has(input:checked) {
    border: 2px solid ${colors.primary};
    padding: 11px;
  }
  input[type='radio'] {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${colors.primary};
  }
  .grow {
    flex: 1;
    display: grid;
    gap: 2px;
  }
  .muted {
    color: ${colors.textMuted};
    font-size: 14px;
  }
`;
