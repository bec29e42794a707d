import { useForm } from 'react-hook-form';
import { FormSubmit, FormLayout, TextField, fieldRules, reportServerErrors, useApi } from '@axlebay/shared-lib';
import { NewPasswordFields } from '../forms/NewPasswordFields';
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
  const form = useForm<ResetFields>({
    defaultValues: { email: email ?? '', token: token ?? '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (fields) => {
    try {
      await api.put(ACCOUNT_API.forgetPasswordReset, { email: fields.email.trim(), token: fields.token.trim(), newPassword: fields.newPassword });
      onReset(fields.email.trim());
    } catch (error) {
      reportServerErrors(error, ['email', 'token', 'newPassword'] as const, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Choose a new password">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email', fieldRules.email())} />
      <TextField label="Reset code" autoComplete="one-time-code" error={errors.token?.message} {...register('token', fieldRules.required('Reset code'))} />
      <NewPasswordFields form={form} name="newPassword" label="New password" />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Set new password" pendingLabel="Saving…" />
    </FormLayout>
  );
}
