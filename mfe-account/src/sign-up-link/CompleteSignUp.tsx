import { useEffect, useRef, useState } from 'react';
import { FormMessage, Link, serverFormErrors, useApi, useSession, type SignInResult } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';

/**
 * Opens the account of an emailed sign-up link (spec §7 register/no-password) and signs the shopper
 * in through the shell (spec §4 Registration); the page then shows its welcome for the new user.
 * The link works once, so the call is made once even if the effect runs twice.
 */
export function CompleteSignUp({ token, onDone }: { token: string; onDone: () => void }) {
  const api = useApi();
  const session = useSession();
  const started = useRef(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const result = await api.post<SignInResult>(ACCOUNT_API.registerNoPassword, { token });
        await session.register(result);
        onDone();
      } catch (e) {
        setError(serverFormErrors(e, []).form);
      }
    })();
  }, [api, session, token, onDone]);

  if (error) {
    return (
      <>
        <FormMessage tone="error">{error}</FormMessage>
        <p>
          <Link to="/createAccount">Create an account</Link> or <Link to="/login">sign in</Link>.
        </p>
      </>
    );
  }
  return <FormMessage tone="info">Opening your account…</FormMessage>;
}
