import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink, FormMessage, LoadingArea, PageFrame, isApiError, useRemoteProps, usePageHead } from '@axlebay/shared-lib';
import { leaveCallbackMessage } from '../checkout/payment/callback-message';
import { stepPath } from '../checkout/checkout-steps';
import { finishPaidOrder } from '../checkout/order-paid';
import { orderResultPath } from '../order-result/order-access';
import { callbackParams, confirmPayment } from './callback-api';

export const NOT_CONFIRMED_TEXT = 'We could not confirm this payment. If you paid, your order confirmation email will follow; otherwise your cart is still here.';
export const CONFIRM_FAILED_TEXT = 'We could not reach the shop to confirm your payment.';

type View = { status: 'confirming' } | { status: 'invalid' } | { status: 'unreachable' };

/**
 * `/paymentCallback` (spec §2, an account-entry path): where a payment provider sends the shopper
 * back with `paymentId`, `result` and `sig`. The API checks the signature and applies the result once
 * (a reload answers the same). Paid → order.placed, the cart reloaded, the order result replaces this
 * page; declined or cancelled → back to the payment step with the reason; a bad signature → an error.
 */
export function PaymentCallbackPage() {
  const props = useRemoteProps();
  const { route, navigation, api } = props;
  const [view, setView] = useState<View>({ status: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  const propsRef = useRef(props);
  propsRef.current = props;
  usePageHead({ title: 'Confirming your payment' });
  const params = callbackParams(route.query);
  const key = params ? `${params.paymentId}|${params.result}|${params.sig}` : '';

  useEffect(() => {
    if (!params) {
      setView({ status: 'invalid' });
      return;
    }
    let current = true;
    confirmPayment(api, params).then(
      // A guest's access key was kept at placement, before leaving for the provider.
      async ({ order }) => {
        if (!current) return;
        if (order.status === 'PAID' || order.status === 'SHIPPED' || order.status === 'DELIVERED') {
          await finishPaidOrder(order, undefined, propsRef.current);
          navigation.navigate(orderResultPath(order.orderNo), { replace: true });
          return;
        }
        if (order.status === 'AWAITING_PAYMENT' && params.result === 'approved') {
          // Approved but not yet settled: the result page shows the order as it is.
          navigation.navigate(orderResultPath(order.orderNo), { replace: true });
          return;
        }
        const cancelled = params.result === 'cancelled' || order.status === 'CANCELLED';
        if (!cancelled) leaveCallbackMessage(order.paymentMessage ? `${order.paymentMessage} Your cart is still here.` : undefined);
        navigation.navigate(`${stepPath('payment')}?payment=${cancelled ? 'cancelled' : 'declined'}`, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const status = isApiError(error) ? (error.status ?? Number(error.code)) : undefined;
        setView({ status: status !== undefined && status >= 400 && status < 500 ? 'invalid' : 'unreachable' });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, api, navigation]);

  return (
    <PageFrame heading="Payment">
      {view.status === 'confirming' && <LoadingArea label="Confirming your payment" />}
      {view.status === 'invalid' && (
        <div data-testid="payment-callback-error">
          <FormMessage tone="error">{NOT_CONFIRMED_TEXT}</FormMessage>
          <p>
            <ButtonLink to="/shopCart">Back to cart</ButtonLink>
          </p>
        </div>
      )}
      {view.status === 'unreachable' && (
        <div data-testid="payment-callback-error">
          <FormMessage tone="error">{CONFIRM_FAILED_TEXT}</FormMessage>
          <p>
            <Button
              type="button"
              onClick={() => {
                setView({ status: 'confirming' });
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>{' '}
            <ButtonLink to="/shopCart" variant="secondary">
              Back to cart
            </ButtonLink>
          </p>
        </div>
      )}
    </PageFrame>
  );
}
