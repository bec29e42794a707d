import { Link, RoutePageFrame, useNavigation, useRoute } from '@axlebay/shared-lib';
import { CreateAccountForm } from '../register/CreateAccountForm';

/** `/createAccount`: registration, then `/signUpResult` (which offers the way back to the callback). */
export function CreateAccountPage() {
  const { query } = useRoute();
  const navigation = useNavigation();
  const callback = query.callback ?? query.callBack;
  const onward = callback ? `?callback=${encodeURIComponent(callback)}` : '';
  return (
    <RoutePageFrame lead="Save your vehicles, track orders and check out faster.">
      <CreateAccountForm onRegistered={() => navigation.navigate(`/signUpResult${onward}`, { replace: true })} />
      <p>
        Already have an account? <Link to={`/login${onward}`}>Sign in</Link>
      </p>
    </RoutePageFrame>
  );
}
