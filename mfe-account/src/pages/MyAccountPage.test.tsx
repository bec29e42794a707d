import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@axlebay/shared-lib';
import { recordingSession, renderRoute } from '@axlebay/shared-lib/testing';
import { ACCOUNT_API } from '../sign-in/account-paths';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { MyAccountPage } from './MyAccountPage';
import { memberAnswers } from '../members/member-fixtures';

// The page itself (index.ts loads it lazily).
const pages = { myAccount: MyAccountPage };

const profile = {
  accountId: 100001,
  email: 'ann@x.com',
  nickname: 'Ann',
  firstName: 'Ann',
  lastName: 'Lee',
  zipCode: '10001',
  avatarUrl: '/account/public/buyer/account/avatar/100001?v=2',
  emailVerified: false,
  useFirstDiscount: false,
  subscribed: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const sessionUser = { accountId: 100001, email: 'ann@x.com', nickname: 'Ann', zipCode: '10001', emailVerified: false, useFirstDiscount: false, points: 100 };

function setup(extra: Record<string, unknown> = {}) {
  const scripted = scriptedApi({
    [`GET ${ACCOUNT_API.current}`]: profile,
    [`GET ${ACCOUNT_API.nicknameEditable}`]: { editable: false, nextEditableAt: '2026-12-01T12:00:00.000Z' },
    [`GET ${ACCOUNT_API.subscriptionInfo}`]: { email: 'ann@x.com', subscribed: true },
    ...memberAnswers(),
    ...extra,
  });
  const session = recordingSession(sessionUser);
  const rendered = renderRoute(pages, 'myAccount', {}, {}, { api: scripted.api, session });
  return { ...scripted, session, ...rendered };
}

describe('my account page', () => {
  it('shows the profile, picture from the API host, locked nickname and points', async () => {
    setup();
    expect(await screen.findByText('Signed in as ann@x.com')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'http://api.test/account/public/buyer/account/avatar/100001?v=2');
    expect(await screen.findByText('You can change your nickname again on December 1, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('readonly');
    expect(await screen.findByTestId('member-points')).toHaveTextContent(/^1,250 points$/);
    expect(screen.getByLabelText('Postal code')).toHaveValue('10001');
    expect(within(screen.getByRole('region', { name: 'Addresses' })).getByRole('link', { name: 'Manage your addresses' })).toHaveAttribute('href', '/myAccount/address');
    expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/myAccount/orderHistory');
  });

  it('shows whether the address gets the newsletter and switches it off and on again', async () => {
    const { calls } = setup({
      [`POST ${ACCOUNT_API.unsubscribe}`]: { email: 'ann@x.com', subscribed: false, message: 'You have been unsubscribed. You will not get our newsletter any more.' },
      [`POST ${ACCOUNT_API.subscribe}`]: { email: 'ann@x.com', subscribed: true, alreadySubscribed: false, message: 'Thanks for subscribing.' },
    });
    const section = await screen.findByRole('region', { name: 'Newsletter' });
    expect(await within(section).findByTestId('newsletter-status')).toHaveTextContent('ann@x.com gets our newsletter');
    await userEvent.click(within(section).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(section).findByText('You have been unsubscribed. You will not get our newsletter any more.')).toBeInTheDocument();
    expect(within(section).getByTestId('newsletter-status')).toHaveTextContent('ann@x.com does not get our newsletter.');
    await userEvent.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(await within(section).findByText('Thanks for subscribing.')).toBeInTheDocument();
    expect(calls.find(([m, p]) => m === 'POST' && p === ACCOUNT_API.subscribe)?.[2]).toEqual({ email: 'ann@x.com', source: 'account' });
    expect(calls.find(([m, p]) => m === 'POST' && p === ACCOUNT_API.unsubscribe)?.[2]).toEqual({});
  });

  it('changes the password and clears the fields; a wrong current password shows at its field', async () => {
    const wrong = 'Your current password is not correct';
    let first = true;
    const { calls } = setup({
      [`PUT ${ACCOUNT_API.password}`]: () => {
        if (first) {
          first = false;
          throw new ApiError({ code: 400, message: wrong, fieldErrors: [{ field: 'oldPassword', message: wrong }] });
        }
        return null;
      },
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'Old-pads 2020');
    await userEvent.type(within(form).getByLabelText('New password'), 'Fresh-pads 2025');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Fresh-pads 2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(wrong)).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveValue('Fresh-pads 2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(calls.filter(([, p]) => p === ACCOUNT_API.password)).toHaveLength(2);
  });

  it('verifies the email with a code and tells the shell', async () => {
    const { calls, session } = setup({
      [`PUT ${ACCOUNT_API.emailVerifyInit}`]: null,
      [`PUT ${ACCOUNT_API.emailVerify}`]: { ...profile, emailVerified: true },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a verification code' }));
    await userEvent.type(await screen.findByLabelText('Code from the email'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('(verified)')).toBeInTheDocument();
    expect(calls.find(([, p]) => p === ACCOUNT_API.emailVerify)?.[2]).toEqual({ code: '123456' });
    expect(session.calls).toContain('refreshUser');
  });

  it('refuses a non-image avatar before uploading', async () => {
    const { calls } = setup();
    const input = await screen.findByTestId('avatar-input');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Please choose a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    expect(calls.some(([, p]) => p === ACCOUNT_API.avatar)).toBe(false);
  });

  it('signs out through the shell and goes home', async () => {
    const { session, navigation } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigation.calls).toEqual(['navigate /']));
    expect(session.calls).toContain('signOut');
  });
});
