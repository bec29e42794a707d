import styled from '@emotion/styled';
import { useId } from 'react';
import { Button, colors } from '@axlebay/shared-lib';
import { CHECKOUT_TEXT, NOTHING_PURCHASABLE_TEXT } from './cart-page-texts';

const Box = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 16px;
  button {
    width: 100%;
  }
  p {
    margin: 0;
    font-size: 14px;
    color: ${colors.danger};
  }
`;

/** The Checkout button; disabled, with the reason, when nothing in the cart can be bought. */
export function CheckoutAction({ purchasable, onCheckout, testId = 'checkout-button' }: { purchasable: boolean; onCheckout: () => void; testId?: string }) {
  const id = useId();
  return (
    <Box>
      <Button type="button" onClick={onCheckout} disabled={!purchasable} aria-describedby={purchasable ? undefined : id} data-testid={testId}>
        {CHECKOUT_TEXT}
      </Button>
      {!purchasable && <p id={id}>{NOTHING_PURCHASABLE_TEXT}</p>}
    </Box>
  );
}
