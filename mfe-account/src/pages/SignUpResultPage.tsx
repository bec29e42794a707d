import { useEffect, useState } from 'react';
import { ButtonLink, FormMessage, Link, RoutePageFrame, isInSitePath, useRoute, useSessionUser, formatCount } from '@axlebay/shared-lib';
import { forgetResetLink } from '../retrieve-password/reset-link';
import { CompleteSignUp } from '../sign-up-link/CompleteSignUp';
import { readSignUpFragment, type SignUpFragment } from '../sign-up-link/sign-up-fragment';
import { UnsubscribeConfirm } from '../sign-up-link/UnsubscribeConfirm';

/**
 * `/signUpResult`: the welcome after registration, with the way back to where the shopper was. An
 * emailed link lands here too, its key in the fragment: a sign-up link opens the account without a
 * password and signs the shopper in; a newsletter unsubscribe link asks to confirm. The fragment is
 * read after hydration (the server never sees it) and then dropped from the address bar.
 */
export function SignUpResultPage() {
  const user = useSessionUser();
  const { query } = useRoute();
  const [link, setLink] = useState<SignUpFragment | 'done'>();
  useEffect(() => {
    const found = readSignUpFragment(location.hash);
    if (!found) return;
    setLink(found);
    forgetResetLink();
  }, []);
  const raw = query.callback ?? query.callBack;
  const onward = raw && isInSitePath(raw) ? raw : '/';

  if (link && link !== 'done' && link.kind === 'unsubscribe') {
    return (
      <RoutePageFrame heading="Unsubscribe from our newsletter">
        <UnsubscribeConfirm unsubscribeKey={link.key} />
      </RoutePageFrame>
    );
  }
  if (link && link !== 'done' && link.kind === 'signUp') {
    return (
      <RoutePageFrame lead="One moment while we open your account.">
        <CompleteSignUp token={link.token} onDone={() => setLink('done')} />
      </RoutePageFrame>
    );
  }
  if (!user) {
    return (
      <RoutePageFrame lead="Your account is ready.">
        <p>
          <Link to="/login">Sign in</Link> to start using it.
        </p>
      </RoutePageFrame>
    );
  }
  return (
    <RoutePageFrame lead={`Welcome, ${user.nickname || user.email}. Your account is ready.`}>
      <FormMessage tone="success">You are signed in as {user.email}.</FormMessage>
      {link === 'done' && (
        <p>
          Your account has no password yet. Whenever you want one, <Link to="/retrievePassword">set a password</Link>: we email you a code for it.
        </p>
      )}
      {typeof user.points === 'number' && user.points > 0 && <p>You have {formatCount(user.points)} member points to spend.</p>}
      {!user.useFirstDiscount && (
        <p>
          Your first order gets a sign-up discount. <Link to="/sign-up-discount">See how it works</Link>
        </p>
      )}
      <p>
        <ButtonLink to={onward}>{onward === '/' ? 'Start shopping' : 'Continue where you left off'}</ButtonLink>{' '}
        <Link to="/myAccount">Go to my account</Link>
      </p>
    </RoutePageFrame>
  );
}
