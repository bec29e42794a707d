import { useEffect, useState } from 'react';
import { Button, FormMessage, Link, RoutePageFrame } from '@axlebay/shared-lib';
import { forgetResetLink, readResetLink } from '../retrieve-password/reset-link';
import { RequestResetForm } from '../retrieve-password/RequestResetForm';
import { ResetPasswordForm } from '../retrieve-password/ResetPasswordForm';

type Step = { name: 'request' } | { name: 'reset'; email?: string; token?: string; note?: string } | { name: 'done'; email: string };

/** `/retrievePassword`: request a reset link, then set a new password with its code (spec §7). */
export function RetrievePasswordPage() {
  const [step, setStep] = useState<Step>(() => {
    const link = readResetLink(typeof location === 'undefined' ? '' : location.hash);
    return link.token ? { name: 'reset', ...link } : { name: 'request' };
  });
  useEffect(() => forgetResetLink(), []);

  return (
    <RoutePageFrame lead="We will email you a code to choose a new password.">
      {step.name === 'request' && (
        <>
          <RequestResetForm onRequested={(email, note) => setStep({ name: 'reset', email, note })} />
          <p>
            <Button variant="secondary" type="button" onClick={() => setStep({ name: 'reset' })}>
              I already have a code
            </Button>
          </p>
        </>
      )}
      {step.name === 'reset' && (
        <>
          {step.note && <FormMessage tone="info">{step.note}</FormMessage>}
          <ResetPasswordForm email={step.email} token={step.token} onReset={(email) => setStep({ name: 'done', email })} />
        </>
      )}
      {step.name === 'done' && (
        <FormMessage tone="success">
          Your password has been changed and other devices were signed out. <Link to="/login">Sign in with your new password</Link>.
        </FormMessage>
      )}
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </RoutePageFrame>
  );
}
