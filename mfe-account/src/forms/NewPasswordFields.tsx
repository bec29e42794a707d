import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldRules, TextField } from '@axlebay/shared-lib';

export const PASSWORD_HINT = '8 to 64 characters, with at least one letter and one number.';

/**
 * A new password and its confirmation, with the rules and the hint: registration, reset and change
 * all use it. The form needs a `confirmPassword` field next to the password field `name`.
 */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  form,
  name,
  label,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'getValues' | 'formState'>;
  name: Path<T>;
  label: string;
}) {
  const { register, getValues, formState } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const confirmLabel = `Confirm ${label.toLowerCase()}`;
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={errors[name]?.message} {...register(name, fieldRules.newPassword(label))} />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword' as Path<T>, fieldRules.matches(confirmLabel, label, () => String(getValues(name) ?? '')))}
      />
    </>
  );
}
