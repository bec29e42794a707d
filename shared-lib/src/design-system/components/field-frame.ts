import styled from '@emotion/styled';
import { colors, radii } from '../tokens';

/** The frame of a labelled form control (text input, select or text area): label, control, hint and error. */
export const FieldFrame = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    font-weight: 400;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
  }
  textarea {
    padding: 10px 12px;
    min-height: 132px;
    resize: vertical;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;

/** Always rendered (empty when valid) so a message appearing does not push the form down. */
export const FieldError = styled.span`
  color: ${colors.danger};
  font-weight: 400;
  font-size: 14px;
  min-height: 20px;
`;

export const FieldHint = styled.span`
  color: ${colors.textMuted};
  font-size: 14px;
`;
