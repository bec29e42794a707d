import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormLayout, FormMessage, FormSubmit, TextField, fieldRules, reportServerErrors, serverFormErrors, useApi } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';
import type { AccountProfile } from './account-profile';
import { CodeForm } from './CodeForm';

type Props = { profile: AccountProfile; onChanged: (p: AccountProfile) => void };

/** Verify the current address: send a code, then enter it (spec §7 email-verify-init / email-verify). */
function VerifyEmail({ profile, onChanged }: Props) {
  const api = useApi();
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string>();
  const send = async () => {
    try {
      await api.put(ACCOUNT_API.emailVerifyInit, {});
      setSent(true);
      setProblem(undefined);
    } catch (error) {
      setProblem(serverFormErrors(error, []).form);
    }
  };
  return (
    <>
      <FormMessage tone="info">{profile.email} is not verified yet.</FormMessage>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {sent ? (
        <CodeForm label="Verify email" submitLabel="Verify email" onCode={async (code) => onChanged(await api.put<AccountProfile>(ACCOUNT_API.emailVerify, { code }))} />
      ) : (
        <p>
          <Button type="button" variant="secondary" onClick={send}>
            Send a verification code
          </Button>
        </p>
      )}
    </>
  );
}

interface ChangeFields {
  newEmail: string;
  password: string;
}

/** Change the address: new email + password, then the code sent to the new address. */
function ChangeEmail({ onChanged }: Pick<Props, 'onChanged'>) {
  const api = useApi();
  const [pendingEmail, setPendingEmail] = useState<string>();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<ChangeFields>({ defaultValues: { newEmail: '', password: '' } });
  const { errors, isSubmitting } = formState;
  const start = handleSubmit(async ({ newEmail, password }) => {
    try {
      await api.put(ACCOUNT_API.changeEmailInit, { newEmail: newEmail.trim(), password });
      setPendingEmail(newEmail.trim());
    } catch (error) {
      reportServerErrors(error, ['newEmail', 'password'] as const, setError, setFocus);
    }
  });
  if (pendingEmail) {
    return (
      <>
        <FormMessage tone="info">We sent a code to {pendingEmail}. Enter it to finish the change.</FormMessage>
        <CodeForm
          label="Confirm new email"
          submitLabel="Change email"
          onCode={async (code) => {
            onChanged(await api.put<AccountProfile>(ACCOUNT_API.changeEmailFinish, { code }));
            setPendingEmail(undefined);
          }}
        />
      </>
    );
  }
  return (
    <FormLayout onSubmit={start} noValidate aria-label="Change email">
      <TextField label="New email" type="email" autoComplete="email" error={errors.newEmail?.message} {...register('newEmail', fieldRules.email('New email'))} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password', fieldRules.existingPassword())} />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Send code to new email" pendingLabel="Sending…" />
    </FormLayout>
  );
}

export function EmailSection({ profile, onChanged }: Props) {
  return (
    <>
      <p>
        <strong>{profile.email}</strong> {profile.emailVerified ? '(verified)' : '(not verified)'}
      </p>
      {!profile.emailVerified && <VerifyEmail profile={profile} onChanged={onChanged} />}
      <ChangeEmail onChanged={onChanged} />
    </>
  );
}
