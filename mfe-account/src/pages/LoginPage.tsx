import { Link, RoutePageFrame, useNavigation, useRoute } from '@axlebay/shared-lib';
import { callbackAfterLogin } from '../sign-in/login-callback';
import { SignInForm } from '../sign-in/SignInForm';

/** `/login`: email + password; then the callback page (default /myAccount). */
export function LoginPage() {
  const { query } = useRoute();
  const navigation = useNavigation();
  const callback = query.callback ?? query.callBack;

  return (
    <RoutePageFrame lead={callback ? 'Sign in to continue where you left off.' : 'Sign in to your Axlebay account.'}>
      <SignInForm onSignedIn={() => navigation.navigate(callbackAfterLogin(query), { replace: true })} />
      <p>
        <Link to="/retrievePassword">Forgot your password?</Link> · <Link to={`/createAccount${callback ? `?callback=${encodeURIComponent(callback)}` : ''}`}>Create an account</Link>
      </p>
    </RoutePageFrame>
  );
}
