import { escapeHtml, providerPage } from '../../../http/provider-page';

/**
 * The test identity provider's page: what Google's or Apple's sign-in would show. Small,
 * self-contained, accessible (one heading, a labelled email field, a real button in a form that
 * works without JavaScript, visible focus).
 */
export interface SignInPageModel {
  providerName: string;
  provider: string;
  state: string;
  redirect: string;
  email?: string;
  name?: string;
  error?: string;
}

const escape = escapeHtml;

export function signInPage(m: SignInPageModel): string {
  const title = `Sign in with ${m.providerName}`;
  const error = m.error ? `<p id="email-error" class="error" role="alert">${escape(m.error)}</p>` : '';
  return providerPage({
    title,
    site: 'Test identity provider',
    style: `  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .55rem .75rem; border: 1px solid #6b7280; border-radius: 8px; margin-top: .25rem; }
  button { font: inherit; margin-top: 1.5rem; padding: .6rem 1.2rem; border-radius: 8px; border: 1px solid #0b57d0; background: #0b57d0; color: #fff; cursor: pointer; }
  input:focus-visible, button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b42318; margin: .5rem 0 0; }`,
    main: `  <p>Axlebay asks ${escape(m.providerName)} who you are (test identity provider).</p>
  <form method="post">
    <input type="hidden" name="provider" value="${escape(m.provider)}">
    <input type="hidden" name="state" value="${escape(m.state)}">
    <input type="hidden" name="redirect" value="${escape(m.redirect)}">
    <label for="email">Sign in as (email)</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escape(m.email ?? '')}"${m.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
    ${error}
    <label for="name">Your name</label>
    <input id="name" name="name" type="text" autocomplete="name" maxlength="100" value="${escape(m.name ?? '')}">
    <button type="submit">Continue</button>
  </form>
  <p class="note">This is a test sign-in page: ${escape(m.providerName)} is not asked, any email is accepted.</p>`,
  });
}
