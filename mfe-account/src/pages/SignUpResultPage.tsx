import { ButtonLink, FormMessage, Link, RoutePageFrame, isInSitePath, useRoute, useSessionUser, formatCount } from '@axlebay/shared-lib';

/** `/signUpResult`: the welcome after registration, with the way back to where the shopper was. */
export function SignUpResultPage() {
  const user = useSessionUser();
  const { query } = useRoute();
  const raw = query.callback ?? query.callBack;
  const onward = raw && isInSitePath(raw) ? raw : '/';

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
