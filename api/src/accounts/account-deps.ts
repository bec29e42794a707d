import type { RouteDeps } from '../routes';
import type { LoginThrottle } from './login-throttle';

/** What the account route files share: config, database, limits and the password-guess throttle. */
export interface AccountDeps extends RouteDeps {
  throttle: LoginThrottle;
}
