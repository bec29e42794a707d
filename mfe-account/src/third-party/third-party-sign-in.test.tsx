import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, leaveShop, type ApiClient } from '@axlebay/shared-lib';
import { recordingSession, renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from '../pages';
import { PENDING_KEY, RETURN_NOT_OURS, type PendingSignIn } from './pending-sign-in';

const API_BASE = 'http://api.test:4000';
const STATE = '0123456789abcdef0123456789abcdef';
const signedIn = { outcome: 'SIGNED_IN', accountId: 100007, token: 'tok', validity: 900, email: 'dana@example.com', clientType: 'BUYER' };
const noAccount = { outcome: 'NO_ACCOUNT', provider: 'google', email: 'dana@example.com', name: 'Dana Whitfield' };

function apiAnswering(...answers: Array<unknown | Error>) {
  const post = jest.fn(async (..._args: unknown[]) => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { api: { post, baseURL: API_BASE } as unknown as ApiClient, post };
}

function pending(extra: Partial<PendingSignIn> = {}) {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state: STATE, provider: 'google', ...extra }));
}

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('Continue with Google / Apple', () => {
  it('records a random state in this tab and leaves for the provider, coming back to the same page', async () => {
    const go = jest.spyOn(leaveShop, 'go').mockImplementation(() => undefined);
    const { api } = apiAnswering();
    renderRoute(pages, 'login', {}, { callback: '/cart' }, { api });
    expect(await screen.findByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    const stored = JSON.parse(sessionStorage.getItem(PENDING_KEY)!) as PendingSignIn;
    expect(stored).toEqual({ state: expect.stringMatching(/^[0-9a-f]{32}$/), provider: 'google', callback: '/cart' });
    const url = new URL(go.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(`${API_BASE}/account/public/test-idp/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ provider: 'google', state: stored.state, redirect: `${window.location.origin}/login` });
  });

  it('offers the same buttons on /createAccount, returning there', async () => {
    const go = jest.spyOn(leaveShop, 'go').mockImplementation(() => undefined);
    renderRoute(pages, 'createAccount', {}, {}, { api: apiAnswering().api });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    const url = new URL(go.mock.calls[0]![0]);
    expect(url.searchParams.get('provider')).toBe('apple');
    expect(url.searchParams.get('redirect')).toBe(`${window.location.origin}/createAccount`);
  });
});

describe('back from the provider', () => {
  it('signs a linked identity in through the shell and goes to the callback', async () => {
    pending({ callback: '/myAccount/orderHistory' });
    const { api, post } = apiAnswering(signedIn);
    const session = recordingSession();
    const { navigation } = renderRoute(pages, 'login', {}, { provider: 'google', code: 'ida_abc.def', state: STATE }, { api, session });
    await waitFor(() => expect(navigation.calls).toEqual(['navigate /myAccount/orderHistory']));
    expect(post.mock.calls[0]).toEqual(['/account/public/buyer/third-login', { provider: 'google', code: 'ida_abc.def' }]);
    expect(session.calls).toEqual(['signIn dana@example.com']);
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('asks before creating an account, then registers and signs in', async () => {
    pending();
    const { api, post } = apiAnswering(noAccount, signedIn);
    const session = recordingSession();
    const { navigation } = renderRoute(pages, 'createAccount', {}, { provider: 'google', code: 'ida_abc.def', state: STATE }, { api, session });
    expect(await screen.findByText('dana@example.com')).toBeInTheDocument();
    expect(session.calls).toEqual([]);
    await userEvent.type(screen.getByLabelText('Nickname (optional)'), 'Dana W');
    await userEvent.click(screen.getByLabelText('Email me deals and news about parts for my vehicles'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigation.calls).toEqual(['navigate /myAccount']));
    expect(post.mock.calls[1]).toEqual(['/account/public/buyer/third-register', { provider: 'google', code: 'ida_abc.def', subscribe: true, nickname: 'Dana W' }]);
    expect(session.calls).toEqual(['register dana@example.com']);
  });

  it('shows the server message when the email belongs to a password account', async () => {
    pending();
    const taken = 'An account with this email already exists. Please sign in with your email and password.';
    const { api } = apiAnswering(new ApiError({ code: 409, status: 409, message: taken }));
    const { navigation } = renderRoute(pages, 'login', {}, { provider: 'google', code: 'ida_abc.def', state: STATE }, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByRole('link', { name: 'Sign in with your email and password' })).toBeInTheDocument();
    expect(navigation.calls).toEqual([]);
  });

  it('refuses a return this tab did not start (CSRF) without calling the API', async () => {
    pending({ state: 'another-state-of-this-tab-000000' });
    const { api, post } = apiAnswering(signedIn);
    const session = recordingSession();
    renderRoute(pages, 'login', {}, { provider: 'google', code: 'ida_abc.def', state: STATE }, { api, session });
    expect(await screen.findByRole('alert')).toHaveTextContent(RETURN_NOT_OURS);
    expect(post).not.toHaveBeenCalled();
    expect(session.calls).toEqual([]);
  });
});
