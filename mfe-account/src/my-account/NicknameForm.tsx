import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormLayout, FormMessage, FormSubmit, TextField, fieldRules, reportServerErrors, useApi } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';
import type { AccountProfile } from './account-profile';

interface Editable {
  editable: boolean;
  nextEditableAt: string | null;
}

const dateLabel = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Nickname, changeable when the API's editable check says so (once per 30 days after the first). */
export function NicknameForm({ profile, onChanged }: { profile: AccountProfile; onChanged: (p: AccountProfile) => void }) {
  const api = useApi();
  const [editable, setEditable] = useState<Editable>();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<{ nickname: string }>({ defaultValues: { nickname: profile.nickname } });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    api.get<Editable>(ACCOUNT_API.nicknameEditable).then(setEditable, () => setEditable({ editable: true, nextEditableAt: null }));
  }, [api]);

  const submit = handleSubmit(async ({ nickname }) => {
    try {
      const answer = await api.put<{ nickname: string } & Editable>(ACCOUNT_API.nickname, { nickname: nickname.trim() });
      setEditable({ editable: answer.editable, nextEditableAt: answer.nextEditableAt });
      onChanged({ ...profile, nickname: answer.nickname });
    } catch (error) {
      reportServerErrors(error, ['nickname'] as const, setError, setFocus);
    }
  });

  const locked = editable && !editable.editable;
  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Nickname">
      <TextField
        label="Nickname"
        autoComplete="nickname"
        readOnly={locked}
        hint={locked && editable.nextEditableAt ? `You can change your nickname again on ${dateLabel(editable.nextEditableAt)}.` : 'Shown with your reviews. You can change it once every 30 days.'}
        error={errors.nickname?.message}
        {...register('nickname', fieldRules.required('Nickname'))}
      />
      {profile.nickname && locked && <FormMessage tone="info">Your nickname is {profile.nickname}.</FormMessage>}
      {!locked && <FormSubmit error={errors.root?.server?.message} pending={isSubmitting || !editable} label="Save nickname" pendingLabel="Saving…" />}
    </FormLayout>
  );
}
