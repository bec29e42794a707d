import styled from '@emotion/styled';
import { colors, radii, space } from '@axlebay/shared-lib';
import { useEffect, useState } from 'react';
import { questionHref } from './help-api';

export const COPIED = 'Copied Successfully';
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

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** "Copy link" for one question: the address `/help/faq#<handle>` on this origin (spec §8 "Copied Successfully"). */
export function CopyLinkButton({ handle, question }: { handle: string; question: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const t = window.setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(t);
  }, [said]);
  const copy = async () => {
    const url = `${window.location.origin}${questionHref(handle)}`;
    setSaid((await copyText(url)) ? COPIED : COPY_FAILED);
  };
  return (
    <p>
      <Small type="button" onClick={() => void copy()} aria-label={`Copy link: ${question}`}>
        Copy link
      </Small>
      <Said role="status">{said}</Said>
    </p>
  );
}
