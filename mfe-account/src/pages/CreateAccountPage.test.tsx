import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@axlebay/shared-lib';
import { recordingSession, renderRoute } from '@axlebay/shared-lib/testing';
import { EMAIL_TAKEN } from '../register/CreateAccountForm';
import { ACCOUNT_API } from '../sign-in/account-paths';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { CreateAccountPage } from './CreateAccountPage';

// The page itself (index.ts loads it lazily).
const pages = { createAccount: CreateAccountPage };

const result = { accountId: 100002, token: 'tok', validity: 2592000, email: 'new@x.com' };

async function fill(email: string, password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('create account page', () => {
  it('checks the email with exist-verify when leaving the field', async () => {
    const { api, calls } = scriptedApi({ [`GET ${ACCOUNT_API.existVerify}`]: { exist: true } });
    renderRoute(pages, 'createAccount', {}, {}, { api });
    await userEvent.type(screen.getByLabelText('Email'), 'ann@x.com');
    await userEvent.tab();
    expect(await screen.findByText(EMAIL_TAKEN)).toBeInTheDocument();
    expect(calls[0]).toEqual(['GET', ACCOUNT_API.existVerify, { email: 'ann@x.com' }]);
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toBeInTheDocument();
  });

  it('shows the password rules and a mismatch without calling register', async () => {
    const { api, calls } = scriptedApi({ [`GET ${ACCOUNT_API.existVerify}`]: { exist: false } });
    renderRoute(pages, 'createAccount', {}, {}, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter Password')).toBeInTheDocument();
    await fill('ann@x.com', 'short1', 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm password must match Password')).toBeInTheDocument();
    expect(calls.filter(([, path]) => path === ACCOUNT_API.register)).toEqual([]);
  });

  it('registers through the shell session and goes to the sign-up result with the callback', async () => {
    const { api, calls } = scriptedApi({ [`GET ${ACCOUNT_API.existVerify}`]: { exist: false }, [`POST ${ACCOUNT_API.register}`]: result });
    const session = recordingSession();
    const { navigation } = renderRoute(pages, 'createAccount', {}, { callback: '/search?keyword=wipers' }, { api, session });
    await fill(' new@x.com ', 'Brake-pads 2024');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigation.calls).toEqual(['navigate /signUpResult?callback=%2Fsearch%3Fkeyword%3Dwipers']));
    expect(calls.find(([, path]) => path === ACCOUNT_API.register)?.[2]).toEqual({ email: 'new@x.com', password: 'Brake-pads 2024', firstName: '', lastName: '', subscribe: true });
    expect(session.calls).toEqual(['register new@x.com']);
  });

  it('puts server field errors at their fields and keeps the input', async () => {
    const tooCommon = 'This password is too common. Please choose a less predictable one';
    const { api } = scriptedApi({
      [`GET ${ACCOUNT_API.existVerify}`]: { exist: false },
      [`POST ${ACCOUNT_API.register}`]: new ApiError({ code: 400, message: tooCommon, fieldErrors: [{ field: 'password', message: tooCommon }] }),
    });
    const { navigation } = renderRoute(pages, 'createAccount', {}, {}, { api });
    await fill('new@x.com', 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(tooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new@x.com');
    expect(screen.getByLabelText('Password')).toHaveValue('password123');
    // The server's field error takes the focus to its field, as a client-side error does.
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(navigation.calls).toEqual([]);
  });
});

describe('create account page: sign up with an email link', () => {
  const sent = 'Check your inbox: if this email can open a new account, we have sent it a sign-up link. It works once, within 60 minutes.';

  it('asks for a link without a password and says to check the inbox', async () => {
    const { api, calls } = scriptedApi({ [`POST ${ACCOUNT_API.sendSignupEmail}`]: { message: sent } });
    const session = recordingSession();
    renderRoute(pages, 'createAccount', {}, {}, { api, session });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with an email link instead' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-up link' }));
    expect(await screen.findByText('Please enter Email')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email'), ' dana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-up link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Check your inbox. We sent the link to dana@example.com. ${sent}`);
    expect(calls).toEqual([['POST', ACCOUNT_API.sendSignupEmail, { email: 'dana@example.com', subscribe: false }]]);
    expect(session.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it("shows the server's refusal (too many requests) on the form", async () => {
    const tooMany = 'Too many sign-up link requests. Please try again in 60 minutes.';
    const { api } = scriptedApi({ [`POST ${ACCOUNT_API.sendSignupEmail}`]: new ApiError({ code: 429, status: 429, message: tooMany }) });
    renderRoute(pages, 'createAccount', {}, {}, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with an email link instead' }));
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-up link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.queryByText(/Check your inbox/)).toBeNull();
  });
});
