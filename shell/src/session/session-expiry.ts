import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAccountEntryPath, Subject } from '@axlebay/shared-lib';
import { loginRedirect } from '../routing/route-table';

/** Raised by the API client's 401 handling, which runs outside React; the router side listens. */
export const sessionExpired$ = new Subject<void>();
// A 401 can arrive before the router has mounted (the start-up check runs first): kept until then.
let expiredBeforeMount = false;

export function signalSessionExpired() {
  if (sessionExpired$.observed) sessionExpired$.next();
  else expiredBeforeMount = true;
}

/**
 * Spec §4: a 401 anywhere leads to /login with the current page as callback. Pages of the
 * account entry (login, register, password reset, results) stay put: they are where a visitor
 * without a session is meant to be.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const toLogin = () => {
      if (isAccountEntryPath(location.pathname)) return;
      navigate(loginRedirect(location.pathname, location.search), { replace: true });
    };
    const subscription = sessionExpired$.subscribe(toLogin);
    if (expiredBeforeMount) {
      expiredBeforeMount = false;
      toLogin();
    }
    return () => subscription.unsubscribe();
  }, [navigate, location.pathname, location.search]);
  return null;
}
