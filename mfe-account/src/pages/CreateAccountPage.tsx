import { Link, RoutePageFrame, useNavigation, useRoute } from '@axlebay/shared-lib';
import { CreateAccountForm } from '../register/CreateAccountForm';
import { isProviderReturn } from '../third-party/pending-sign-in';
import { ThirdPartyButtons } from '../third-party/ThirdPartyButtons';
import { ThirdPartyReturn } from '../third-party/ThirdPartyReturn';

/**
 * `/createAccount`: registration, then `/signUpResult` (which offers the way back to the callback);
 * or Continue with Google / Apple, which come back here (`code`, `state`).
 */
export function CreateAccountPage() {
  const { query } = useRoute();
  const navigation = useNavigation();
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
      <CreateAccountForm onRegistered={() => navigation.navigate(`/signUpResult${onward}`, { replace: true })} />
      <ThirdPartyButtons returnPath="/createAccount" />
      <p>
        Already have an account? <Link to={`/login${onward}`}>Sign in</Link>
      </p>
    </RoutePageFrame>
  );
}
