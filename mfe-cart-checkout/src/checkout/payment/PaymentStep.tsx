import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormMessage, Link, formatMoney, useRoute, type PaymentMethod } from '@axlebay/shared-lib';
import { useCheckout } from '../checkout-context';
import { RadioCards } from '../RadioCards';
import { CARD_FIELD_OF, type CardValues } from './card-token';
import { CANCELLED_TEXT, PROVIDER_DECLINED_TEXT, takeCallbackMessage } from './callback-message';
import { CardFields } from './CardFields';
import { PAYMENT_GROUPS, PAYMENT_LABELS, PAYMENT_NOTES, isCardMethod } from './payment-methods';
import type { PaymentValues } from './payment-values';
import { usePlacement } from './use-placement';

/**
 * /checkout/payment: the seven methods of spec §9 in three groups, the card fields for card methods,
 * and Place order (disabled while the order is being placed).
 */
export function PaymentStep() {
  const route = useRoute();
  const { draft, update, quote } = useCheckout();
  const placement = usePlacement();
  const [returned, setReturned] = useState<string | undefined>();
  const form = useForm<PaymentValues>({
    defaultValues: { paymentMethod: draft.paymentMethod ?? 'stripe', cardNumber: '', cardExpiry: '', cardCvc: '' },
    shouldUnregister: true,
  });
  const { register, handleSubmit, watch } = form;
  const method = watch('paymentMethod');

  // Back from a provider (/paymentCallback): why the payment did not go through.
  useEffect(() => {
    const kind = route.query.payment;
    if (kind === 'cancelled') setReturned(CANCELLED_TEXT);
    else if (kind === 'declined') setReturned(takeCallbackMessage() ?? PROVIDER_DECLINED_TEXT);
  }, [route.query.payment]);

  // Any change of the payment details makes the next try a new attempt (a new Idempotency-Key).
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      placement.newAttempt();
      if (name === 'paymentMethod' && values.paymentMethod) update({ paymentMethod: values.paymentMethod as PaymentMethod });
    });
    return () => subscription.unsubscribe();
  }, [watch, placement.newAttempt, update]); // eslint-disable-line react-hooks/exhaustive-deps

  // The tokenizer's answer about the card (card.number …), at the card fields.
  const cardServerErrors: Partial<Record<keyof CardValues, string>> = {};
  for (const e of placement.cardErrors) {
    const field = CARD_FIELD_OF[e.field];
    if (field && !cardServerErrors[field]) cardServerErrors[field] = e.message;
  }

  const submit = handleSubmit((values) => {
    setReturned(undefined);
    return placement.place(values.paymentMethod, isCardMethod(values.paymentMethod) ? values : undefined);
  });

  const { state } = placement;
  const busy = state.status === 'pending' || state.status === 'redirecting';
  const problem = state.status === 'problem' ? state.problem : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label="Payment">
      <h2>Payment</h2>
      {returned && <FormMessage tone="error">{returned}</FormMessage>}
      {PAYMENT_GROUPS.map((group) => (
        <RadioCards key={group.id}>
          <legend>{group.title}</legend>
          {group.methods.map((m) => (
            <label key={m}>
              <input type="radio" value={m} {...register('paymentMethod')} />
              <span className="grow">
                <strong>{PAYMENT_LABELS[m]}</strong>
                {PAYMENT_NOTES[m] && <span className="muted">{PAYMENT_NOTES[m]}</span>}
              </span>
            </label>
          ))}
          {group.id === 'card' && isCardMethod(method) && <CardFields form={form} serverErrors={cardServerErrors} />}
        </RadioCards>
      ))}
      <div aria-live="polite">
        {state.status === 'declined' && <FormMessage tone="error">{state.message}</FormMessage>}
        {problem && (
          <FormMessage tone="error">
            {problem.message}
            {problem.kind === 'stock' && (
              <>
                {' '}
                <Link to="/shopCart">Back to cart</Link>
              </>
            )}
          </FormMessage>
        )}
      </div>
      {quote.quote && (
        // The total the order is placed for (expectedTotalCent), next to the button on small screens too.
        <p data-testid="payment-total">
          Total <strong>{formatMoney(quote.quote.totalCent, quote.quote.currency)}</strong>
        </p>
      )}
      <p>
        <Button type="submit" disabled={busy || !quote.quote || quote.loading} aria-busy={busy}>
          {state.status === 'redirecting' ? 'Taking you to payment…' : busy ? 'Placing order…' : 'Place order'}
        </Button>
      </p>
    </form>
  );
}
