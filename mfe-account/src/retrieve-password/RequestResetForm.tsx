import { useForm } from 'react-hook-form';
import { FormSubmit, FormLayout, TextField, fieldRules, reportServerErrors, useApi, useSession } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';

/** Step 1: ask for a reset link. The answer is the same whether or not the email has an account. */
export function RequestResetForm({ onRequested }: { onRequested: (email: string, message: string) => void }) {
  const api = useApi();
  const session = useSession();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<{ email: string }>({
    defaultValues: { email: session.rememberedEmail() ?? '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await api.put<{ message?: string } | null>(ACCOUNT_API.forgetPasswordInit, { email: email.trim() });
      onRequested(email.trim(), answer?.message ?? 'If an account exists for this email, we have sent it a link to reset the password.');
    } catch (error) {
      reportServerErrors(error, ['email'] as const, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Request a password reset">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email', fieldRules.email())} />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Send reset link" pendingLabel="Sending…" />
    </FormLayout>
  );
}
