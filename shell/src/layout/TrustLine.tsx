import styled from '@emotion/styled';
import { Link } from 'react-router';
import { colors, layout, mq, telHref, VisuallyHidden } from '@axlebay/shared-lib';
import { useFrameContent } from '../content/use-frame-content';

/** Spec §9: return window 90 days. */
export const RETURN_WINDOW_DAYS = 90;

const Line = styled.p`
  height: ${layout.trustRowHeight}px;
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 0 8px;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  color: ${colors.text};
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  a {
    color: ${colors.primary};
    text-decoration: underline;
  }
  .phone {
    display: none;
  }
  ${mq.sm} {
    gap: 12px;
    font-size: 13px;
    .phone {
      display: inline;
    }
    .call {
      display: none;
    }
  }
`;

/**
 * The header's trust line, one row that fits a 320 px phone: the return window, shipping and the
 * support contact (the phone from the shop settings the frame already has; help pages without one).
 * From 576 px the number itself is shown too.
 */
export function TrustLine() {
  const phone = useFrameContent()?.companyContact.phone;
  return (
    <Line data-testid="trust-line">
      <span>{`${RETURN_WINDOW_DAYS}-day returns`}</span>
      <span aria-hidden="true">·</span>
      <span>Fast shipping</span>
      <span aria-hidden="true">·</span>
      {phone ? (
        <a href={telHref(phone)}>
          {/* The name holds the words shown (WCAG 2.5.3 label in name), the number where it is hidden too. */}
          24/7 support<span className="phone">{` ${phone}`}</span>
          <VisuallyHidden className="call">{`, call ${phone}`}</VisuallyHidden>
        </a>
      ) : (
        <Link to="/help">24/7 support</Link>
      )}
    </Line>
  );
}
