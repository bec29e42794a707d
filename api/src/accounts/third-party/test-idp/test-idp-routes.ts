import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError, badRequest, notFound } from '../../../http/envelope';
import { sendProviderPage } from '../../../http/provider-page';
import type { RouteDeps } from '../../../routes';
import { requireEmail } from '../../email-address';
import { identityRegistry } from '../registry';
import { signInReturnUrl } from '../return-url';
import { signInPage } from './sign-in-page';
import { TEST_IDP_AUTHORIZE_PATH, type TestIdentityProvider } from './test-identity-provider';

const AuthorizeQuery = Type.Object({
  provider: Type.String({ maxLength: 40 }),
  state: Type.String({ maxLength: 200 }),
  redirect: Type.String({ maxLength: 2000 }),
});

/**
 * The test identity provider's own page (the provider's side, served by this API outside
 * production): GET shows "Sign in with Google" with an email field; POST sends the shopper back to
 * the storefront with a signed one-time code and the storefront's `state`.
 */
export async function testIdpRoutes(app: FastifyInstance, { config }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const registry = identityRegistry(config);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const checked = (params: Record<string, unknown>): { provider: TestIdentityProvider; state: string; redirect: string } => {
    const provider = registry.testProvider(String(params.provider ?? ''));
    if (!provider) throw notFound('This sign-in provider is not served here');
    const state = String(params.state ?? '');
    if (!/^[A-Za-z0-9_-]{16,200}$/.test(state)) throw badRequest('The sign-in request has no valid state', [{ field: 'state', message: 'The sign-in request has no valid state' }]);
    const redirect = signInReturnUrl(String(params.redirect ?? ''), config.corsOrigins);
    if (!redirect) throw badRequest('The sign-in request must return to a page of the shop', [{ field: 'redirect', message: 'The sign-in request must return to a page of the shop' }]);
    return { provider, state, redirect };
  };

  r.get(TEST_IDP_AUTHORIZE_PATH, { schema: { querystring: AuthorizeQuery } }, async (request, reply) => {
    const { provider, state, redirect } = checked(request.query);
    return sendProviderPage(reply, 200, signInPage({ providerName: provider.displayName, provider: provider.id, state, redirect }), new URL(redirect).origin);
  });

  r.post(TEST_IDP_AUTHORIZE_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const { provider, state, redirect } = checked(form);
    const name = String(form.name ?? '').trim().slice(0, 100);
    let email: string;
    try {
      email = requireEmail(String(form.email ?? '').slice(0, 400));
    } catch (error) {
      if (!(error instanceof ApiHttpError)) throw error;
      const html = signInPage({ providerName: provider.displayName, provider: provider.id, state, redirect, email: String(form.email ?? '').slice(0, 400), name, error: error.message });
      return sendProviderPage(reply, 400, html, new URL(redirect).origin);
    }
    const back = new URL(redirect);
    back.searchParams.set('provider', provider.id);
    back.searchParams.set('code', provider.issueCode(email, name));
    back.searchParams.set('state', state);
    return reply.code(303).header('location', back.toString()).send();
  });
}
