import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import {
  Button,
  colors,
  isApiError,
  Link,
  RoutePageFrame,
  TextField,
  useApi,
  useNavigation,
  useRoute,
  useSession,
  type SignInResult,
} from '@axlebay/shared-lib';
import { callbackAfterLogin } from '../login/login-callback';
import { validateLogin, type LoginErrors } from '../login/login-form-rules';

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 420px;
`;

const FormError = styled.p`
  color: ${colors.danger};
  margin: 0;
`;

export const LOGIN_PATH = '/account/public/buyer/login';

/** `/login`: email + password; then the callback page (default /myAccount). */
export function LoginPage() {
  const { query } = useRoute();
  const api = useApi();
  const navigation = useNavigation();
  const session = useSession();
  const [email, setEmail] = useState(() => session.rememberedEmail() ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const callback = query.callback ?? query.callBack;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const result = await api.post<SignInResult>(LOGIN_PATH, { email: email.trim(), password });
      session.signIn(result);
      navigation.navigate(callbackAfterLogin(query), { replace: true });
    } catch (error) {
      // Server field errors go next to their fields; anything else above the button. Input is kept.
      const fields = isApiError(error) ? error.fieldErrors ?? [] : [];
      const byField: LoginErrors = {};
      for (const f of fields) if (f.field === 'email' || f.field === 'password') byField[f.field] = f.message;
      setErrors(byField);
      if (!Object.keys(byField).length) setFormError(error instanceof Error ? error.message : 'Sign-in failed. Please try again.');
      setPending(false);
    }
  };

  return (
    <RoutePageFrame lead={callback ? 'Sign in to continue where you left off.' : 'Sign in to your Axlebay account.'}>
      <Form onSubmit={submit} noValidate aria-label="Sign in">
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        {formError && <FormError role="alert">{formError}</FormError>}
        <Button type="submit" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
        <p>
          <Link to="/retrievePassword">Forgot your password?</Link> · <Link to="/createAccount">Create an account</Link>
        </p>
      </Form>
    </RoutePageFrame>
  );
}
