import styled from '@emotion/styled';
import { Button, colors, radii, useCopyText } from '@axlebay/shared-lib';
import type { Campaign, CampaignState } from './campaign-types';

export { COPIED_TEXT as COPIED } from '@axlebay/shared-lib';
export const COPY_FAILED = 'The code could not be copied. Select it and copy it yourself.';

const Box = styled.section`
  display: grid;
  gap: 8px;
  padding: 16px;
  margin: 16px 0;
  border: 2px dashed ${colors.primary};
  border-radius: ${radii.md};
  min-height: 132px;
  box-sizing: border-box;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
  }
  .code {
    font-size: 24px;
    font-weight: 800;
    letter-spacing: 0.08em;
    font-variant-numeric: tabular-nums;
  }
  .code[data-ended] {
    text-decoration: line-through;
    color: ${colors.textMuted};
  }
  p {
    margin: 0;
  }
`;

const NOTE: Record<CampaignState, (percent: number) => string> = {
  SCHEDULED: (p) => `${p}% off your order at checkout once the campaign starts.`,
  COUNTDOWN: (p) => `${p}% off your order at checkout once the campaign starts.`,
  RUNNING: (p) => `${p}% off your order: enter it at checkout.`,
  ENDED: () => 'This code has ended with the campaign.',
};

/** The campaign's code with a Copy button; it works at checkout while the campaign runs. */
export function CouponBox({ coupon, state }: { coupon: Campaign['coupon']; state: CampaignState }) {
  const { said, copy: copyText } = useCopyText(COPY_FAILED, 'content');
  const copy = () => copyText(coupon.code);

  const ended = state === 'ENDED';
  return (
    <Box aria-labelledby="campaign-coupon-title" data-testid="campaign-coupon">
      <h2 id="campaign-coupon-title">Your code</h2>
      <div className="row">
        <span className="code" data-testid="coupon-code" data-ended={ended || undefined}>
          {coupon.code}
        </span>
        {!ended && (
          <Button type="button" variant="secondary" onClick={() => void copy()} aria-label={`Copy code ${coupon.code}`}>
            Copy
          </Button>
        )}
        <span role="status" data-testid="coupon-copy-status">
          {said}
        </span>
      </div>
      <p data-testid="coupon-note">{NOTE[state](coupon.percent)}</p>
    </Box>
  );
}
