import { useCallback, useRef, useState } from 'react';
import { isApiError, useRemoteProps, type FieldError, type PaymentMethod } from '@axlebay/shared-lib';
import { orderResultPath, rememberAccessKey } from '../../order-result/order-access';
import { useCheckout } from '../checkout-context';
import { finishPaidOrder } from '../order-paid';
import { paymentToken, type CardValues } from './card-token';
import { DECLINED_TEXT, placementProblem, type PlacementProblem } from './placement-errors';
import { PAYMENT_CALLBACK_PATH, placeOrder, placeOrderRequest } from './place-order';
import { isCardMethod, isWalletMethod } from './payment-methods';
import { leaveForProvider } from './leave-for-provider';

/** One try at paying: its key (and token) stay the same until the shopper changes something or it is refused. */
interface Attempt {
  key: string;
  token?: string;
}

export type PlacementState =
  | { status: 'idle' }
  | { status: 'pending' }
  /** Leaving for the payment provider. */
  | { status: 'redirecting' }
  | { status: 'declined'; message: string }
  | { status: 'problem'; problem: PlacementProblem };

export interface Placement {
  state: PlacementState;
  place: (method: PaymentMethod, card: CardValues | undefined) => Promise<void>;
  /** The shopper changed the payment details: the next try is a new attempt. */
  newAttempt: () => void;
  /** Card field errors the tokenizer answered (card.number …). */
  cardErrors: FieldError[];
}

/**
 * Placing the order (spec §9 payment methods): token (card or wallet) → POST placeOrder with an
 * Idempotency-Key made once per attempt (crypto.randomUUID, in the handler) and sent again when the
 * same attempt is retried, so a double click or a retry after a lost answer makes one order. A decline,
 * a price change or refused input ends the attempt.
 */
export function usePlacement(): Placement {
  const props = useRemoteProps();
  const checkout = useCheckout();
  const [state, setState] = useState<PlacementState>({ status: 'idle' });
  const [cardErrors, setCardErrors] = useState<FieldError[]>([]);
  const attempt = useRef<Attempt | null>(null);
  const busy = useRef(false);

  const newAttempt = useCallback(() => {
    if (!busy.current) attempt.current = null;
  }, []);

  const place = async (method: PaymentMethod, card: CardValues | undefined) => {
    if (busy.current) return;
    const total = checkout.quote.quote?.totalCent;
    if (total === undefined) return;
    busy.current = true;
    setState({ status: 'pending' });
    setCardErrors([]);
    const current: Attempt = attempt.current ?? { key: crypto.randomUUID() };
    attempt.current = current;
    try {
      if (!current.token && (isCardMethod(method) || isWalletMethod(method))) {
        try {
          current.token = await paymentToken(props.api, method, isCardMethod(method) ? card : undefined);
        } catch (error) {
          attempt.current = null;
          const fieldErrors = isApiError(error) ? (error.fieldErrors ?? []) : [];
          setCardErrors(fieldErrors);
          setState({ status: 'problem', problem: { kind: 'refused', message: error instanceof Error && error.message ? error.message : DECLINED_TEXT } });
          return;
        }
      }
      const body = placeOrderRequest(checkout, { method, ...(current.token ? { token: current.token } : {}) }, `${window.location.origin}${PAYMENT_CALLBACK_PATH}`, total);
      const result = await placeOrder(props.api, body, current.key);
      const { order, next } = result;
      if (next.type === 'REDIRECT') {
        // The guest's key must outlive this page: the provider brings the shopper back to /paymentCallback.
        rememberAccessKey(order.orderNo, result.accessKey);
        setState({ status: 'redirecting' });
        leaveForProvider.go(next.url);
        return;
      }
      if (order.status === 'PAYMENT_FAILED') {
        attempt.current = null;
        setState({ status: 'declined', message: order.paymentMessage || DECLINED_TEXT });
        return;
      }
      if (order.status === 'PAID') await finishPaidOrder(order, result.accessKey, props);
      else rememberAccessKey(order.orderNo, result.accessKey);
      attempt.current = null;
      props.navigation.navigate(orderResultPath(order.orderNo));
    } catch (error) {
      const problem = placementProblem(error);
      if (problem.kind !== 'retry') attempt.current = null;
      if (problem.kind === 'priceChanged') checkout.quote.refresh();
      if (problem.kind === 'fields') {
        checkout.setServerErrors(problem.fieldErrors);
        if (problem.fieldErrors.some((e) => /^(shippingAddress|address)\.|^email$/.test(e.field))) checkout.goTo('information');
        else if (problem.fieldErrors.some((e) => e.field === 'shippingMethod')) checkout.goTo('shipping');
      }
      setState({ status: 'problem', problem });
    } finally {
      busy.current = false;
    }
  };

  return { state, place, newAttempt, cardErrors };
}
