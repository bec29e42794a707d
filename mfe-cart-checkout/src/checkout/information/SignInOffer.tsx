import { useState } from 'react';
import { Button, ExposedParcel, Link } from '@axlebay/shared-lib';
import { stepPath } from '../checkout-steps';

/**
 * "Have an account? Sign in" for guests: account's sign-in panel, mounted here at run time (outside
 * the address form: the panel has a form of its own). Signing in keeps the cart: the cart store
 * merges the guest cart into the account's (spec §4).
 */
export function SignInOffer() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>
        Have an account?{' '}
        <Button type="button" variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          Sign in
        </Button>
      </p>
      {open && (
        <ExposedParcel
          remote="account"
          expose="sign-in-panel"
          props={{ lead: 'Sign in to use your saved addresses and points. Your cart stays with you.' }}
          fallback={
            <p>
              Sign-in is not available here right now. <Link to={`/login?callback=${encodeURIComponent(stepPath('information'))}`}>Go to the sign-in page</Link>
            </p>
          }
        />
      )}
    </div>
  );
}
