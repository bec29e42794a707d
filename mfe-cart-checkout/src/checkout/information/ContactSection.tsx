import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button, ExposedParcel, Link, TextField, fieldRules, type SessionUser } from '@axlebay/shared-lib';
import { stepPath } from '../checkout-steps';
import type { InformationValues } from './information-values';

/**
 * Contact: a buyer sees the email the order confirmation goes to; a guest types one, or signs in
 * with account's sign-in panel right here (the cart store merges the guest cart at sign-in, spec §4).
 */
export function ContactSection({ user, form }: { user: SessionUser | undefined; form: UseFormReturn<InformationValues> }) {
  const [signingIn, setSigningIn] = useState(false);
  if (user) {
    return (
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact</h2>
        <p data-testid="contact-email">
          Signed in as <strong>{user.email}</strong>. Your order confirmation goes to this email.
        </p>
      </section>
    );
  }
  const { register, formState } = form;
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact</h2>
      <TextField label="Email" type="email" autoComplete="email" hint="We send your order confirmation here." error={formState.errors.email?.message} {...register('email', fieldRules.email())} />
      <p>
        Have an account?{' '}
        <Button type="button" variant="secondary" aria-expanded={signingIn} onClick={() => setSigningIn((open) => !open)}>
          Sign in
        </Button>
      </p>
      {signingIn && (
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
    </section>
  );
}
