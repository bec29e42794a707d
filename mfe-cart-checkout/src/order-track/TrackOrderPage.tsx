import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ButtonLink, fieldRules, FormLayout, FormSubmit, PageFrame, reportServerErrors, TextField, useApi, usePageHead, useRoute, useSessionUser, type OrderTracking } from '@axlebay/shared-lib';
import { trackOrder } from './track-api';
import { TrackingResult } from './TrackingResult';

interface TrackForm {
  orderNo: string;
  email: string;
}

/**
 * `/order/track` (spec §2 Shopping): anyone with an order's number and the email it was placed with
 * sees where it is. The server renders the form (the number may come in the query, e.g. from the order
 * result); the answer is asked in the browser with a POST, so the email never sits in a URL.
 */
export function TrackOrderPage() {
  const api = useApi();
  const user = useSessionUser();
  const route = useRoute();
  const [tracking, setTracking] = useState<OrderTracking>();
  const orderNo = route.query.orderNo ?? '';
  const { register, handleSubmit, setError, setFocus, formState } = useForm<TrackForm>({ defaultValues: { orderNo, email: '' } });
  const { errors, isSubmitting } = formState;
  usePageHead({ title: 'Track your order', description: 'See where your Axlebay order is with its number and email address.' });

  const submit = handleSubmit(async (form) => {
    setTracking(undefined);
    try {
      setTracking(await trackOrder(api, form.orderNo, form.email));
    } catch (error) {
      reportServerErrors(error, ['orderNo', 'email'] as const, setError, setFocus);
    }
  });

  return (
    <PageFrame heading="Track your order">
      <p>Enter the order number from your confirmation email and the email address you ordered with.</p>
      <FormLayout onSubmit={submit} noValidate aria-label="Track your order">
        {/* defaultValue as well: the server's HTML shows the number before the form's script runs. */}
        <TextField label="Order number" autoComplete="off" placeholder="AXB00000000" defaultValue={orderNo} error={errors.orderNo?.message} {...register('orderNo', fieldRules.required('Order number'))} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email', fieldRules.email())} />
        <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Track order" pendingLabel="Looking it up…" />
      </FormLayout>
      {tracking && <TrackingResult tracking={tracking} />}
      {user && (
        <p>
          <ButtonLink to="/myAccount/orderHistory" variant="secondary">
            All your orders
          </ButtonLink>
        </p>
      )}
    </PageFrame>
  );
}
