import type { UseFormReturn } from 'react-hook-form';
import { TextField, fieldRules, type SessionUser } from '@axlebay/shared-lib';
import type { InformationValues } from './information-values';

/** Contact: a buyer sees the email the order confirmation goes to; a guest types one. */
export function ContactSection({ user, form }: { user: SessionUser | undefined; form: UseFormReturn<InformationValues> }) {
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
    </section>
  );
}
