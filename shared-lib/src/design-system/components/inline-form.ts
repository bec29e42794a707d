import styled from '@emotion/styled';
import { colors, radii } from '../tokens';

/**
 * One field and its button on a row (a postal code, a coupon code): the label above, 44 px targets,
 * and a message line under them that keeps its height, so nothing moves when a message shows.
 * Children: `label`, `.row` (input + button), `.message`.
 */
export const InlineForm = styled.form`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  .row {
    display: flex;
    gap: 8px;
  }
  /* width 0, grown by flex: the input's own default width (about 20 characters) never widens a 320 px page. */
  input {
    flex: 1;
    width: 0;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    font: inherit;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  .message {
    min-height: 20px;
    margin: 0;
    font-size: 14px;
    color: ${colors.danger};
  }
`;
