import { FormMessage, Link, RoutePageFrame, useSessionUser } from '@axlebay/shared-lib';
import { CreateAccountForm } from '../register/CreateAccountForm';

/**
 * `/sign-up-discount`: the sign-up offer. Visitors can register right here; a signed-in shopper sees
 * whether the first-order discount is still theirs. The amount is decided by the promotion service at
 * checkout, so this page does not promise a figure.
 */
export function SignUpDiscountPage() {
  const user = useSessionUser();
  if (!user) {
    return (
      <RoutePageFrame lead="Create a free account and save on your first order.">
        <CreateAccountForm onRegistered={() => undefined} />
        <p>
          Already have an account? <Link to="/login?callback=%2Fsign-up-discount">Sign in</Link>
        </p>
      </RoutePageFrame>
    );
  }
  return (
    <RoutePageFrame lead="Your sign-up discount">
      {user.useFirstDiscount ? (
        <FormMessage tone="info">You have already used your first-order discount. Member points keep saving you money on every order.</FormMessage>
      ) : (
        <FormMessage tone="success">Your first-order discount is waiting. It is applied at checkout to your first order as {user.email}.</FormMessage>
      )}
      <p>
        <Link to="/">Start shopping</Link> · <Link to="/myAccount">My account</Link>
      </p>
    </RoutePageFrame>
  );
}
