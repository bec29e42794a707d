import styled from '@emotion/styled';
import { colors, radii, space, useCopyText } from '@axlebay/shared-lib';
import { questionHref } from './help-api';

export { COPIED_TEXT as COPIED } from '@axlebay/shared-lib';
const COPY_FAILED = 'Could not copy: select the address bar to copy the link';

const Small = styled.button`
  font: inherit;
  font-size: 14px;
  color: ${colors.primary};
  background: none;
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  padding: ${space(1)} ${space(3)};
  min-height: 32px;
  cursor: pointer;
  &:hover {
    border-color: ${colors.primary};
  }
`;

const Said = styled.span`
  margin-left: ${space(2)};
  font-size: 14px;
  color: ${colors.success};
`;

/** "Copy link" for one question: the address `/help/faq#<handle>` on this origin (spec §8 "Copied Successfully"). */
export function CopyLinkButton({ handle, question }: { handle: string; question: string }) {
  const { said, copy: copyText } = useCopyText(COPY_FAILED);
  const copy = () => copyText(`${window.location.origin}${questionHref(handle)}`);
  return (
    <p>
      <Small type="button" onClick={() => void copy()} aria-label={`Copy link: ${question}`}>
        Copy link
      </Small>
      <Said role="status">{said}</Said>
    </p>
  );
}
