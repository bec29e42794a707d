import { useState } from 'react';
import { Button, Link, RoutePageFrame, useNavigation, useRoute } from '@axlebay/shared-lib';
import { CreateAccountForm } from '../register/CreateAccountForm';
import { CheckInbox, EmailLinkForm } from '../register/EmailLinkForm';
import { isProviderReturn } from '../third-party/pending-sign-in';
import { ThirdPartyButtons } from '../third-party/ThirdPartyButtons';
import { ThirdPartyReturn } from '../third-party/ThirdPartyReturn';

type Way = { name: 'password' } | { name: 'link' } | { name: 'sent'; email: string; message: string };

/**
 * `/createAccount`: registration with a password, then `/signUpResult` (which offers the way back to
 * the callback); or, without a password, a sign-up link by email that lands on `/signUpResult`; or
 * Continue with Google / Apple, which come back here (`code`, `state`).
 */
export function CreateAccountPage() {
  const { query } = useRoute();
  const navigation = useNavigation();
  const [way, setWay] = useState<Way>({ name: 'password' });
  const callback = query.callback ?? query.callBack;
  const onward = callback ? `?callback=${encodeURIComponent(callback)}` : '';
  if (isProviderReturn(query)) {
    return (
      <RoutePageFrame lead="Save your vehicles, track orders and check out faster.">
        <ThirdPartyReturn />
      </RoutePageFrame>
    );
  }
  return (
    <RoutePageFrame lead="Save your vehicles, track orders and check out faster.">
      {way.name === 'password' && (
        <>
          <CreateAccountForm onRegistered={() => navigation.navigate(`/signUpResult${onward}`, { replace: true })} />
          <p>
            <Button variant="secondary" type="button" onClick={() => setWay({ name: 'link' })}>
              Sign up with an email link instead
            </Button>
          </p>
          <ThirdPartyButtons returnPath="/createAccount" />
        </>
      )}
      {way.name === 'link' && (
        <>
          <p>No password needed: we email you a link that opens your account. You can set a password later.</p>
          <EmailLinkForm onSent={(email, message) => setWay({ name: 'sent', email, message })} />
          <p>
            <Button variant="secondary" type="button" onClick={() => setWay({ name: 'password' })}>
              Choose a password instead
            </Button>
          </p>
        </>
      )}
      {way.name === 'sent' && (
        <>
          <CheckInbox email={way.email} message={way.message} />
          <p>
            <Button variant="secondary" type="button" onClick={() => setWay({ name: 'link' })}>
              Send the link again
            </Button>
          </p>
        </>
      )}
      <p>
        Already have an account? <Link to={`/login${onward}`}>Sign in</Link>
      </p>
    </RoutePageFrame>
  );
}
