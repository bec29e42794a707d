import styled from '@emotion/styled';
import type { UseFormReturn } from 'react-hook-form';
import { FormMessage, TextField, mq } from '@axlebay/shared-lib';
import { cardRules, type CardValues } from './card-token';
import { TEST_CARDS_HINT } from './payment-methods';
import type { PaymentValues } from './payment-values';

const Pair = styled.div`
  display: grid;
  gap: 0 12px;
  grid-template-columns: 1fr 1fr;
`;

const Box = styled.div`
  display: grid;
  gap: 8px;
  padding: 0 0 8px;
  ${mq.md} {
    max-width: 440px;
  }
`;

/** Card number, expiry and security code: kept in memory only, sent to the tokenizer and nowhere else. */
export function CardFields({ form, serverErrors }: { form: UseFormReturn<PaymentValues>; serverErrors: Partial<Record<keyof CardValues, string>> }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Box>
      <FormMessage tone="info">{TEST_CARDS_HINT}</FormMessage>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.cardNumber?.message ?? serverErrors.cardNumber}
        {...register('cardNumber', { validate: { card: cardRules.cardNumber } })}
      />
      <Pair>
        <TextField
          label="Expiration date"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          error={errors.cardExpiry?.message ?? serverErrors.cardExpiry}
          {...register('cardExpiry', { validate: { expiry: cardRules.cardExpiry } })}
        />
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          error={errors.cardCvc?.message ?? serverErrors.cardCvc}
          {...register('cardCvc', { validate: { cvc: cardRules.cardCvc } })}
        />
      </Pair>
    </Box>
  );
}
