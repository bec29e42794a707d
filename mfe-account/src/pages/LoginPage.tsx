import { Link, RoutePageFrame, useNavigation, useRoute } from '@axlebay/shared-lib';
import { callbackAfterLogin } from '../sign-in/login-callback';
import { SignInForm } from '../sign-in/SignInForm';
import { isProviderReturn } from '../third-party/pending-sign-in';
import { ThirdPartyButtons } from '../third-party/ThirdPartyButtons';
import { ThirdPartyReturn } from '../third-party/ThirdPartyReturn';

/**
 * `/login`: email + password, or Continue with Google / Apple; then the callback page (default
 * /myAccount). The providers send the shopper back here (`code`, `state`).
 */
export function LoginPage() {
  const { query } = useRoute();
  const navigation = useNavigation();
  const callback = query.callback ?? query.callBack;
  if (isProviderReturn(query)) {
    return (
      <RoutePageFrame lead="Welcome back.">
        <ThirdPartyReturn />
      </RoutePageFrame>
    );
  }

  return (
    <RoutePageFrame lead={callback ? 'Sign in to continue where you left off.' : 'Sign in to your Axlebay account.'}>
      <SignInForm onSignedIn={() => navigation.navigate(callbackAfterLogin(query), { replace: true })} />
      <ThirdPartyButtons returnPath="/login" />
      <p>
        <Link to="/retrievePassword">Forgot your password?</Link> · <Link to={`/createAccount${callback ? `?callback=${encodeURIComponent(callback)}` : ''}`}>Create an account</Link>
      </p>
    </RoutePageFrame>
  );
}
