import { Link, useSessionUser } from '@axlebay/shared-lib';

/**
 * Whose garage this is. It follows `session.changed` from the shell, so signing in or out anywhere
 * updates it without a reload.
 */
export function GarageOwnerNote() {
  const user = useSessionUser();
  if (user) return <p data-testid="garage-owner">Signed in as {user.email}.</p>;
  return (
    <p data-testid="garage-owner">
      Your garage is kept in this browser. <Link to="/login?callback=%2FmyGarage">Sign in</Link> to see the vehicles saved with your account.
    </p>
  );
}
