import { useForm } from 'react-hook-form';
import { CheckboxField, FormLayout, FormMessage, FormSubmit, TextField, fieldRules, reportServerErrors, useApi } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';

export const CHECK_INBOX = 'Check your inbox';

/**
 * Registration by an emailed link (spec §7 register/send-email): no password now; the link opens the
 * account on /signUpResult. The answer is the same whatever the address, so it reveals no account.
 */
export function EmailLinkForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const api = useApi();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<{ email: string; subscribe: boolean }>({ defaultValues: { email: '', subscribe: false } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email, subscribe }) => {
    try {
      const answer = await api.post<{ message: string }>(ACCOUNT_API.sendSignupEmail, { email: email.trim(), subscribe });
      onSent(email.trim(), answer.message);
    } catch (error) {
      reportServerErrors(error, ['email'] as const, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Sign up with an email link">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email', fieldRules.email())} />
      <CheckboxField label="Email me deals and new parts for my vehicles" {...register('subscribe')} />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Email me a sign-up link" pendingLabel="Sending…" />
    </FormLayout>
  );
}

/** What the shopper sees once the link is on its way. */
export function CheckInbox({ email, message }: { email: string; message: string }) {
  return (
    <FormMessage tone="success">
      <strong>{CHECK_INBOX}.</strong> We sent the link to {email}. {message}
    </FormMessage>
  );
}
