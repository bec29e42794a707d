import { useState } from 'react';
import { Button, ExposedParcel, FormMessage, Link, useSessionUser } from '@axlebay/shared-lib';

/**
 * Writing a review needs an account. The sign-in form is account's exposed `./sign-in-panel`,
 * mounted here at run time: the shopper signs in without leaving the product page (spec §4).
 */
export function ReviewSignIn({ productPath }: { productPath: string }) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  // Signed in (here, through the panel, or in another tab): the write-review section takes over.
  if (user) return null;
  if (!open) {
    return (
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        Sign in to write a review
      </Button>
    );
  }
  return (
    <ExposedParcel
      remote="account"
      expose="sign-in-panel"
      props={{ lead: 'Sign in to write a review. You will stay on this page.' }}
      fallback={
        <FormMessage tone="info">
          Sign-in is not available here right now. <Link to={`/login?callback=${encodeURIComponent(productPath)}`}>Sign in on its own page</Link>.
        </FormMessage>
      }
    />
  );
}
