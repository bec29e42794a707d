import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { colors } from '@axlebay/shared-lib';
import { useShell } from '../routing/shell-context';
import { announcementText, shopSettings } from '../services/shop-settings';

/** Fixed height: the bar's space is held before the settings arrive, so nothing below shifts. */
export const ANNOUNCEMENT_HEIGHT = 32;

const Bar = styled.div`
  height: ${ANNOUNCEMENT_HEIGHT}px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 12px;
  background: ${colors.surface};
  color: ${colors.text};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * The shop's global announcement (shop settings from the commerce API); the return promise otherwise.
 * A page composed on the server brings the text with it, so the browser asks for nothing.
 */
export function AnnouncementBar() {
  const { api, market, firstHtml } = useShell();
  const fromServer = firstHtml?.announcement;
  const [text, setText] = useState<string | undefined>(fromServer);
  useEffect(() => {
    if (fromServer !== undefined) return;
    let live = true;
    void shopSettings(api, market.shopId).then((s) => live && setText(announcementText(s)));
    return () => {
      live = false;
    };
  }, [api, market.shopId, fromServer]);
  return (
    <Bar role="region" aria-label="Announcement" data-testid="announcement" data-print-hide="">
      {text ?? ' '}
    </Bar>
  );
}
