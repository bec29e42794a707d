import { useForm } from 'react-hook-form';
import { FormLayout, FormSubmit, TextField, fieldRules, reportServerErrors } from '@axlebay/shared-lib';

/** The 6-digit code step shared by email verification and email change. */
export function CodeForm({ label, submitLabel, onCode }: { label: string; submitLabel: string; onCode: (code: string) => Promise<void> }) {
  const { register, handleSubmit, setError, setFocus, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code.trim());
    } catch (error) {
      reportServerErrors(error, ['code'] as const, setError, setFocus);
    }
  });
  return (
    <FormLayout onSubmit={submit} noValidate aria-label={label}>
      <TextField label="Code from the email" inputMode="numeric" autoComplete="one-time-code" error={errors.code?.message} {...register('code', fieldRules.required('Code'))} />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label={submitLabel} pendingLabel="Checking…" />
    </FormLayout>
  );
}
