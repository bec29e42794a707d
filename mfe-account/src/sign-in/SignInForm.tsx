import { useForm } from 'react-hook-form';
import {
  FormSubmit,
  FormLayout,
  TextField,
  fieldRules,
  reportServerErrors,
  useApi,
  useSession,
  type SignInResult,
} from '@axlebay/shared-lib';
import { ACCOUNT_API } from './account-paths';

interface SignInFields {
  email: string;
  password: string;
}

/**
 * Email + password sign-in. What happens after is the caller's: the login page goes to the callback,
 * a sign-in on a product page stays where it is (spec §4).
 */
export function SignInForm({ onSignedIn, referred }: { onSignedIn: () => void; referred?: boolean }) {
  const api = useApi();
  const session = useSession();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<SignInFields>({
    defaultValues: { email: session.rememberedEmail() ?? '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      const result = await api.post<SignInResult>(ACCOUNT_API.login, { email: email.trim(), password });
      await session.signIn(result, referred === undefined ? undefined : { referred });
      onSignedIn();
    } catch (error) {
      // Server field errors go next to their fields; anything else (wrong password, rate limit) above
      // the button. The typed input stays.
      reportServerErrors(error, ['email', 'password'] as const, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email', fieldRules.email())} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', fieldRules.existingPassword())}
      />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Sign in" pendingLabel="Signing in…" />
    </FormLayout>
  );
}
