import styled from '@emotion/styled';
import { colors, Link } from '@axlebay/shared-lib';
import { CHECKOUT_STEPS, STEP_LABELS, stepPath, type CheckoutStep } from './checkout-steps';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  li {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.textMuted};
  }
  a {
    color: ${colors.primary};
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  [aria-current='step'] {
    color: ${colors.text};
    font-weight: 700;
  }
`;

/** Information › Shipping › Payment: steps before the current one are links back. */
export function StepNav({ step }: { step: CheckoutStep }) {
  const current = CHECKOUT_STEPS.indexOf(step);
  return (
    <nav aria-label="Checkout steps">
      <List>
        {CHECKOUT_STEPS.map((s, index) => (
          <li key={s} aria-current={index === current ? 'step' : undefined}>
            {index < current ? <Link to={stepPath(s)}>{STEP_LABELS[s]}</Link> : STEP_LABELS[s]}
          </li>
        ))}
      </List>
    </nav>
  );
}
