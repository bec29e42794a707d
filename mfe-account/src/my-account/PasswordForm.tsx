import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormLayout, FormMessage, FormSubmit, TextField, fieldRules, reportServerErrors, useApi } from '@axlebay/shared-lib';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ACCOUNT_API } from '../sign-in/account-paths';

interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change; the API signs out the account's other devices. */
export function PasswordForm() {
  const api = useApi();
  const form = useForm<PasswordFields>({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, setFocus, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setSaved(false);
    try {
      await api.put(ACCOUNT_API.password, { oldPassword, newPassword });
      reset({ oldPassword: '', newPassword: '', confirmPassword: '' });
      setSaved(true);
    } catch (error) {
      reportServerErrors(error, ['oldPassword', 'newPassword'] as const, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Change password">
      <TextField label="Current password" type="password" autoComplete="current-password" error={errors.oldPassword?.message} {...register('oldPassword', fieldRules.existingPassword('Current password'))} />
      <NewPasswordFields form={form} name="newPassword" label="New password" />
      {saved && <FormMessage tone="success">Your password has been changed. Your other devices were signed out.</FormMessage>}
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Change password" pendingLabel="Saving…" />
    </FormLayout>
  );
}
