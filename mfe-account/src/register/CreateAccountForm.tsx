import { useForm } from 'react-hook-form';
import {
  FormSubmit,
  CheckboxField,
  FormLayout,
  Link,
  TextField,
  fieldRules,
  reportServerErrors,
  useApi,
  useSession,
  type SignInResult,
} from '@axlebay/shared-lib';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ACCOUNT_API } from '../sign-in/account-paths';

interface RegisterFields {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  subscribe: boolean;
}

export const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Registration (spec §7): the email is checked with exist-verify when the shopper leaves the field,
 * the password rules are checked as typed, and the server's own checks land at their fields.
 */
export function CreateAccountForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const api = useApi();
  const session = useSession();
  const form = useForm<RegisterFields>({
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '', subscribe: false },
  });
  const { register, handleSubmit, setError, setFocus, clearErrors, getValues, formState } = form;
  const { errors, isSubmitting } = formState;

  const checkEmailFree = async () => {
    const email = getValues('email').trim();
    if (fieldRules.email().validate!.email!(email) !== true) return;
    try {
      const { exist } = await api.get<{ exist: boolean }>(ACCOUNT_API.existVerify, { email });
      if (exist) setError('email', { type: 'exists', message: EMAIL_TAKEN });
      else if (errors.email?.type === 'exists') clearErrors('email');
    } catch {
      // The check is a courtesy; the registration call checks again.
    }
  };

  const submit = handleSubmit(async ({ email, password, firstName, lastName, subscribe }) => {
    try {
      const result = await api.post<SignInResult>(ACCOUNT_API.register, {
        email: email.trim(),
        password,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        subscribe,
      });
      await session.register(result);
      onRegistered(result.email);
    } catch (error) {
      reportServerErrors(error, ['email', 'password', 'firstName', 'lastName'] as const, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Create an account">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { ...fieldRules.email(), onBlur: checkEmailFree })}
      />
      {errors.email?.type === 'exists' && (
        <p>
          <Link to="/login">Sign in instead</Link> or <Link to="/retrievePassword">reset your password</Link>.
        </p>
      )}
      <TextField label="First name (optional)" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
      <TextField label="Last name (optional)" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      <NewPasswordFields form={form} name="password" label="Password" />
      <CheckboxField label="Email me deals and new parts for my vehicles" {...register('subscribe')} />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Create account" pendingLabel="Creating your account…" />
    </FormLayout>
  );
}
