import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormLayout, FormMessage, FormSubmit, TextField, reportServerErrors, useApi } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';
import type { AccountProfile } from './account-profile';

interface ProfileFields {
  firstName: string;
  lastName: string;
  zipCode: string;
}

/** Name and postal code (`PUT /account/buyer/account/current`); the API checks the code per market. */
export function ProfileForm({ profile, onChanged }: { profile: AccountProfile; onChanged: (p: AccountProfile) => void }) {
  const api = useApi();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<ProfileFields>({
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, zipCode: profile.zipCode },
  });
  const { errors, isSubmitting } = formState;
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async (fields) => {
    setSaved(false);
    try {
      onChanged(await api.put<AccountProfile>(ACCOUNT_API.current, { firstName: fields.firstName.trim(), lastName: fields.lastName.trim(), zipCode: fields.zipCode.trim() }));
      setSaved(true);
    } catch (error) {
      reportServerErrors(error, ['firstName', 'lastName', 'zipCode'] as const, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Profile">
      <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
      <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      <TextField label="Postal code" autoComplete="postal-code" error={errors.zipCode?.message} {...register('zipCode')} />
      {saved && <FormMessage tone="success">Your profile has been saved.</FormMessage>}
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Save profile" pendingLabel="Saving…" />
    </FormLayout>
  );
}
