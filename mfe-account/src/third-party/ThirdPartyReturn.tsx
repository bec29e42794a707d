import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CheckboxField,
  FormLayout,
  FormMessage,
  FormSubmit,
  Link,
  TextField,
  THIRD_PARTY_API,
  THIRD_PARTY_PROVIDERS,
  reportServerErrors,
  serverFormErrors,
  useApi,
  useNavigation,
  useRoute,
  useSession,
  type ThirdLoginAnswer,
  type ThirdNoAccount,
  type ThirdSignedIn,
} from '@axlebay/shared-lib';
import { callbackAfterLogin } from '../sign-in/login-callback';
import { takeReturn, type PendingSignIn } from './pending-sign-in';

type Step =
  | { kind: 'checking' }
  | { kind: 'confirm'; identity: ThirdNoAccount; code: string; pending: PendingSignIn }
  | { kind: 'failed'; message: string; pending?: PendingSignIn };

const providerName = (id: string) => THIRD_PARTY_PROVIDERS.find((p) => p.id === id)?.name ?? id;

/** The page to go to afterwards: the sign-in's callback (spec §2), as the password sign-in does. */
const afterSignIn = (pending: PendingSignIn) => callbackAfterLogin({ callback: pending.callback, queryStr: pending.queryStr });

/**
 * The shopper is back from the identity provider (/login or /createAccount with `code` and
 * `state`): the state is checked against this tab's, then third-login signs a linked identity in;
 * an identity with no account gets a short confirm step that registers it (third-register).
 */
export function ThirdPartyReturn() {
  const api = useApi();
  const session = useSession();
  const navigation = useNavigation();
  const { query } = useRoute();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    // Once per return: the tab's record is used up by the first look (and effects may run twice in development).
    if (started.current) return;
    started.current = true;
    const back = takeReturn(query);
    if (!back.ok) {
      setStep({ kind: 'failed', message: back.message });
      return;
    }
    void (async () => {
      try {
        const answer = await api.post<ThirdLoginAnswer>(THIRD_PARTY_API.login, { provider: back.provider, code: back.code });
        if (answer.outcome === 'NO_ACCOUNT') {
          setStep({ kind: 'confirm', identity: answer, code: back.code, pending: back.pending });
          return;
        }
        await session.signIn(answer);
        navigation.navigate(afterSignIn(back.pending), { replace: true });
      } catch (error) {
        setStep({ kind: 'failed', message: serverFormErrors(error, []).form ?? 'Something went wrong. Please try again.', pending: back.pending });
      }
    })();
  }, [api, navigation, query, session]);

  if (step.kind === 'checking') return <FormMessage tone="info">Signing you in…</FormMessage>;
  if (step.kind === 'failed') return <ReturnFailed message={step.message} pending={step.pending} />;
  return <ConfirmRegistration identity={step.identity} code={step.code} pending={step.pending} />;
}

function onwardQuery(pending?: PendingSignIn): string {
  return pending?.callback ? `?callback=${encodeURIComponent(pending.callback)}` : '';
}

function ReturnFailed({ message, pending }: { message: string; pending?: PendingSignIn }) {
  return (
    <>
      <FormMessage tone="error">{message}</FormMessage>
      <p>
        <Link to={`/login${onwardQuery(pending)}`}>Sign in with your email and password</Link> · <Link to="/retrievePassword">Forgot your password?</Link>
      </p>
    </>
  );
}

interface ConfirmFields {
  nickname: string;
  subscribe: boolean;
}

/** "Create your account as ann@example.com?": the one step between a new identity and its account. */
function ConfirmRegistration({ identity, code, pending }: { identity: ThirdNoAccount; code: string; pending: PendingSignIn }) {
  const api = useApi();
  const session = useSession();
  const navigation = useNavigation();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<ConfirmFields>({ defaultValues: { nickname: '', subscribe: false } });
  const { errors, isSubmitting } = formState;
  const name = providerName(identity.provider);

  const submit = handleSubmit(async ({ nickname, subscribe }) => {
    try {
      const result = await api.post<ThirdSignedIn>(THIRD_PARTY_API.register, {
        provider: identity.provider,
        code,
        subscribe,
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
      });
      await session.register(result);
      navigation.navigate(afterSignIn(pending), { replace: true });
    } catch (error) {
      reportServerErrors(error, ['nickname'] as const, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Create your account">
      <p>
        {name} says you are <strong>{identity.email}</strong>. There is no Axlebay account for this {name} sign-in yet: create one to save
        your vehicles, track orders and collect points.
      </p>
      <TextField label="Nickname (optional)" autoComplete="nickname" error={errors.nickname?.message} {...register('nickname')} />
      <CheckboxField label="Email me deals and news about parts for my vehicles" {...register('subscribe')} />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Create account" pendingLabel="Creating account…" />
      <p>
        <Link to={`/login${onwardQuery(pending)}`}>Cancel</Link>
      </p>
    </FormLayout>
  );
}
