import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes';
import { avatarRoutes } from './avatar-routes';
import { changeEmailRoutes } from './change-email-routes';
import { currentAccountRoutes } from './current-account-routes';
import { emailLinkRegistrationRoutes } from './email-link-registration-routes';
import { emailVerifyRoutes } from './email-verify-routes';
import { forgetPasswordRoutes } from './forget-password-routes';
import { LoginThrottle } from './login-throttle';
import { loginRoutes } from './login-routes';
import { nicknameRoutes } from './nickname-routes';
import { passwordRoutes } from './password-routes';
import { registrationRoutes } from './registration-routes';
import { tokenRefreshRoutes } from './token-refresh-routes';
import { thirdPartyRoutes } from './third-party/third-party-routes';
import { testIdpRoutes } from './third-party/test-idp/test-idp-routes';

/** Buyer accounts (spec §6, §7 "Account"): registration (with a password, by an emailed link or a third-party provider), login/logout, token refresh, profile, nickname, passwords, email, avatar, third-party sign-in. */
export async function accountRoutes(app: FastifyInstance, deps: RouteDeps) {
  // Login, password change, email change and reset share the password-guess limits.
  const accountDeps = { ...deps, throttle: new LoginThrottle(deps.limits) };
  await app.register(registrationRoutes, accountDeps);
  await app.register(emailLinkRegistrationRoutes, accountDeps);
  await app.register(loginRoutes, accountDeps);
  await app.register(tokenRefreshRoutes, accountDeps);
  await app.register(currentAccountRoutes, accountDeps);
  await app.register(nicknameRoutes, accountDeps);
  await app.register(passwordRoutes, accountDeps);
  await app.register(forgetPasswordRoutes, accountDeps);
  await app.register(emailVerifyRoutes, accountDeps);
  await app.register(changeEmailRoutes, accountDeps);
  await app.register(avatarRoutes, accountDeps);
  await app.register(thirdPartyRoutes, accountDeps);
  // The test identity provider's page has its own plugin: its form body parser stays there.
  if (!deps.config.production) await app.register(testIdpRoutes, accountDeps);
}
