import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  ButtonLink,
  LoadingArea,
  PageFrame,
  mq,
  useBusState,
  useMarket,
  useNavigation,
  usePageHead,
  useRoute,
  useSessionUser,
  type FieldError,
} from '@axlebay/shared-lib';
import { useQuote } from '../quote';
import { readAppliedCoupon } from '../session/browser-session';
import { CheckoutContext, type CheckoutContextValue } from './checkout-context';
import { checkoutQuoteRequest } from './checkout-quote-request';
import { CHECKOUT_STEPS, STEP_LABELS, allowedStep, stepOf, stepPath, type CheckoutStep } from './checkout-steps';
import { StepNav } from './StepNav';
import { CheckoutSide } from './side/CheckoutSide';
import { useGuestCartUUID } from './use-cart-uuid';
import { useCheckoutDraft } from './use-checkout-draft';
import { track } from '../tracking/track';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

// Each step is its own chunk, asked for when the step shows: a shopper on the first step does not
// load the payment methods, and an empty cart loads none of them.
const STEPS: Record<CheckoutStep, React.LazyExoticComponent<() => React.JSX.Element>> = {
  information: lazy(() => import('./information/InformationStep').then((m) => ({ default: m.InformationStep }))),
  shipping: lazy(() => import('./shipping/ShippingStep').then((m) => ({ default: m.ShippingStep }))),
  payment: lazy(() => import('./payment/PaymentStep').then((m) => ({ default: m.PaymentStep }))),
};

/**
 * `/checkout/*` (spec §2), open to guests: /checkout/information → /checkout/shipping → /checkout/payment.
 * The choices live in the checkout draft (sessionStorage), so every step survives reload and
 * back/forward; a step asked for before its prerequisites sends the shopper to the first incomplete one.
 */
export function CheckoutPage() {
  const route = useRoute();
  const navigation = useNavigation();
  const market = useMarket();
  const user = useSessionUser();
  const wanted = stepOf(route.params['*']);
  const { ready: draftReady, draft, update, clear } = useCheckoutDraft();
  const { ready: cartReady, cartUUID } = useGuestCartUUID(user !== undefined);
  const [couponCode, setCouponCode] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const cartCount = useBusState('cart.updated')?.count;
  useEffect(() => setCouponCode(readAppliedCoupon()), []);

  const ready = draftReady && cartReady;
  const email = user?.email ?? draft.email;
  const step: CheckoutStep = wanted && ready ? allowedStep(wanted, draft, email, market) : (wanted ?? 'information');
  usePageHead({ title: `Checkout: ${STEP_LABELS[step]}` });

  useEffect(() => {
    if (!ready) return;
    if (!wanted) navigation.navigate(stepPath('information'), { replace: true });
    else if (step !== wanted) navigation.navigate(stepPath(step), { replace: true });
  }, [ready, wanted, step, navigation]);

  // Spec §7 Tracking: each step the shopper reaches (not one the guard sends them away from).
  useEffect(() => {
    if (ready && step === wanted) track('checkout_step', { step, stepNumber: CHECKOUT_STEPS.indexOf(step) + 1 });
  }, [ready, wanted, step]);

  const hasCart = user !== undefined || cartUUID !== undefined;
  const quoteRequest = useMemo(
    () => (ready && hasCart ? checkoutQuoteRequest(draft, cartUUID, couponCode) : null),
    [ready, hasCart, draft, cartUUID, couponCode],
  );
  const quote = useQuote(quoteRequest, { revision: `${user?.accountId ?? 'guest'}:${cartCount ?? ''}` });
  const goTo = useCallback((next: CheckoutStep) => navigation.navigate(stepPath(next)), [navigation]);

  const value: CheckoutContextValue = {
    step,
    draft,
    update,
    clearDraft: clear,
    user,
    email,
    cartUUID,
    couponCode,
    quoteRequest,
    quote,
    goTo,
    serverErrors,
    setServerErrors,
  };

  const empty = ready && (!hasCart || (quote.quote !== undefined && quote.quote.itemCount === 0));
  const Step = STEPS[step];
  return (
    <PageFrame heading="Checkout">
      {!ready ? (
        <LoadingArea label="Loading checkout" />
      ) : empty ? (
        <div data-testid="checkout-empty">
          <p>Your cart is empty.</p>
          <ButtonLink to="/shopCart">Back to cart</ButtonLink>
        </div>
      ) : (
        <CheckoutContext.Provider value={value}>
          <StepNav step={step} />
          <Columns>
            <div>
              <Suspense fallback={<LoadingArea label={`Loading ${STEP_LABELS[step].toLowerCase()}`} />}>
                <Step />
              </Suspense>
            </div>
            <CheckoutSide />
          </Columns>
        </CheckoutContext.Provider>
      )}
    </PageFrame>
  );
}
