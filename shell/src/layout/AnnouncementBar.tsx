import styled from '@emotion/styled';
import { Link } from 'react-router';
import { colors } from '@axlebay/shared-lib';
import { useFrameContent } from '../content/use-frame-content';

/** Fixed height: the bar's space is held before the content arrives, so nothing below shifts. */
export const ANNOUNCEMENT_HEIGHT = 32;

const Bar = styled.div`
  height: ${ANNOUNCEMENT_HEIGHT}px;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 0 12px;
  background: ${colors.surface};
  color: ${colors.text};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
`;

const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const More = styled(Link)`
  flex: none;
  color: ${colors.primary};
  text-decoration: underline;
  /* A 24 px target inside the 32 px bar (WCAG 2.2 2.5.8). */
  min-height: 24px;
  display: inline-flex;
  align-items: center;
`;

/**
 * The shop's announcement: the first ANNOUNCEMENT content entry (with its optional link), else the
 * shop settings' global announcement, else the return promise. A page composed on the server brings
 * it with it, so the browser asks for nothing.
 */
export function AnnouncementBar() {
  const announcement = useFrameContent()?.announcement;
  return (
    <Bar role="region" aria-label="Announcement" data-print-hide="">
      <Text data-testid="announcement">{announcement?.text ?? ' '}</Text>
      {announcement?.link && (
        <More to={announcement.link} data-testid="announcement-link">
          {announcement.linkText}
        </More>
      )}
    </Bar>
  );
}
