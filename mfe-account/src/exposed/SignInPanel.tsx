import { Link, useSessionUser } from '@axlebay/shared-lib';
import { SignInForm } from '../sign-in/SignInForm';

/**
 * Sign-in inside another remote's page (e.g. a product page). Spec §4: signing in there does not
 * navigate away; the shopper stays on the page, now signed in. `lead` says why sign-in is asked for.
 */
export function SignInPanel({ lead }: { lead?: string }) {
  const user = useSessionUser();
  if (user) return <p data-testid="sign-in-panel-done">Signed in as {user.email}.</p>;
  return (
    <div>
      {lead && <p>{lead}</p>}
      <SignInForm onSignedIn={() => undefined} />
      <p>
        New here? <Link to="/createAccount">Create an account</Link>
      </p>
    </div>
  );
}
