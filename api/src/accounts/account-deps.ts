import type { RouteDeps } from '../routes';
import type { LoginThrottle } from './login-throttle';

/** What the account route files share: config, database and the one login throttle of this app. */
export interface AccountDeps extends RouteDeps {
  throttle: LoginThrottle;
}
