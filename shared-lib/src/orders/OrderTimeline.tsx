import styled from '@emotion/styled';
import { colors, type OrderTrackingStep } from '@axlebay/shared-lib';
import { ORDER_STEP_LABELS, orderTimeText } from './order-text';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    grid-template-columns: 20px 1fr;
    gap: 8px;
  }
  li::before {
    content: '';
    width: 12px;
    height: 12px;
    margin-top: 5px;
    border-radius: 50%;
    border: 2px solid ${colors.primary};
  }
  li[data-done='true']::before {
    background: ${colors.primary};
  }
  .when {
    color: ${colors.textMuted};
  }
`;

/**
 * The order's states with their times; steps still ahead say "Not yet" (in words, not by colour
 * alone). Times are in the shopper's zone: for pages shown in the browser only.
 */
export function OrderTimeline({ steps, stepTestId = 'timeline-step' }: { steps: readonly OrderTrackingStep[]; stepTestId?: string }) {
  return (
    <Steps aria-label="Order progress">
      {steps.map((s) => (
        <li key={s.step} data-done={Boolean(s.at)} data-testid={stepTestId}>
          <span>
            <strong>{ORDER_STEP_LABELS[s.step]}</strong> <span className="when">{s.at ? orderTimeText(s.at) : 'Not yet'}</span>
          </span>
        </li>
      ))}
    </Steps>
  );
}
