import styled from '@emotion/styled';
import { useState } from 'react';
import { colors } from '@axlebay/shared-lib';
import { useShell } from '../routing/shell-context';

const TextButton = styled.button`
  font: inherit;
  color: ${colors.onHeader};
  background: none;
  border: 0;
  min-height: 44px;
  padding: 0 4px;
  cursor: pointer;
  text-decoration: underline;
  &:focus-visible {
    outline: 3px solid ${colors.focusOnDark};
    outline-offset: 2px;
  }
`;

/** Sign-out from any page; every remote hears `session.changed` and a protected page redirects. */
export function HeaderSignOut() {
  const { session } = useShell();
  const [pending, setPending] = useState(false);
  return (
    <TextButton
      type="button"
      data-testid="header-sign-out"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void session.signOut().finally(() => setPending(false));
      }}
    >
      Sign out
    </TextButton>
  );
}
