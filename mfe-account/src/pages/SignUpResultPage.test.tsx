import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@axlebay/shared-lib';
import { recordingSession, renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { ACCOUNT_API } from '../sign-in/account-paths';
import { SignUpResultPage } from './SignUpResultPage';

const pages = { signUpResult: SignUpResultPage };
const result = { accountId: 100321, token: 'tok', validity: 900, email: 'dana@example.com' };
const INVALID = 'This sign-up link is invalid or has expired. Please ask for a new one.';

afterEach(() => history.replaceState(null, '', '/'));

describe('sign-up result page: emailed links', () => {
  it('opens the account of a sign-up link once, signs the shopper in and drops the token from the address bar', async () => {
    history.replaceState(null, '', '/signUpResult?callback=%2Fparts#signUpToken=abc-123');
    const { api, calls } = scriptedApi({ [`POST ${ACCOUNT_API.registerNoPassword}`]: result });
    const session = recordingSession();
    renderRoute(pages, 'signUpResult', {}, { callback: '/parts' }, { api, session });
    await waitFor(() => expect(session.calls).toEqual(['register dana@example.com']));
    expect(calls).toEqual([['POST', ACCOUNT_API.registerNoPassword, { token: 'abc-123' }]]);
    expect(location.hash).toBe('');
    expect(location.search).toBe('?callback=%2Fparts');
  });

  it("shows why a used or expired link does not work, with the way to a new one", async () => {
    history.replaceState(null, '', '/signUpResult#signUpToken=used');
    const { api } = scriptedApi({ [`POST ${ACCOUNT_API.registerNoPassword}`]: new ApiError({ code: 400, status: 400, message: INVALID }) });
    const session = recordingSession();
    renderRoute(pages, 'signUpResult', {}, {}, { api, session });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/createAccount');
    expect(session.calls).toEqual([]);
  });

  it('unsubscribes only after the shopper confirms', async () => {
    history.replaceState(null, '', '/signUpResult#unsubscribe=key-42');
    const done = 'You have been unsubscribed. You will not get our newsletter any more.';
    const { api, calls } = scriptedApi({ [`POST ${ACCOUNT_API.unsubscribe}`]: { email: 'dana@example.com', subscribed: false, message: done } });
    renderRoute(pages, 'signUpResult', {}, {}, { api });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from our newsletter');
    await act(async () => undefined);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(done);
    expect(calls).toEqual([['POST', ACCOUNT_API.unsubscribe, { token: 'key-42' }]]);
  });

  it('without a link, is the welcome it always was', async () => {
    history.replaceState(null, '', '/signUpResult');
    const { api, calls } = scriptedApi({});
    renderRoute(pages, 'signUpResult', {}, {}, { api });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
