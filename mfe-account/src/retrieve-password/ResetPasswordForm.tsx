import { useForm } from 'react-hook-form';
import { FormSubmit, FormLayout, TextField, fieldRules, reportServerErrors, useApi } from '@axlebay/shared-lib';
import { PASSWORD_HINT } from '../register/CreateAccountForm';
import { ACCOUNT_API } from '../sign-in/account-paths';

interface ResetFields {
  email: string;
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** Step 2: the code from the email (or the link) and a new password. */
export function ResetPasswordForm({ email, token, onReset }: { email?: string; token?: string; onReset: (email: string) => void }) {
  const api = useApi();
  const { register, handleSubmit, setError, getValues, formState } = useForm<ResetFields>({
    defaultValues: { email: email ?? '', token: token ?? '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (fields) => {
    try {
      await api.put(ACCOUNT_API.forgetPasswordReset, { email: fields.email.trim(), token: fields.token.trim(), newPassword: fields.newPassword });
      onReset(fields.email.trim());
    } catch (error) {
      reportServerErrors(error, ['email', 'token', 'newPassword'] as const, setError);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Choose a new password">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email', fieldRules.email())} />
      <TextField label="Reset code" autoComplete="one-time-code" error={errors.token?.message} {...register('token', fieldRules.required('Reset code'))} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.newPassword?.message}
        {...register('newPassword', fieldRules.newPassword('New password'))}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', fieldRules.matches('Confirm new password', 'New password', () => getValues('newPassword')))}
      />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Set new password" pendingLabel="Saving…" />
    </FormLayout>
  );
}
