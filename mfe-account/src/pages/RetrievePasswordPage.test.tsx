import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@axlebay/shared-lib';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { ACCOUNT_API } from '../sign-in/account-paths';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { RetrievePasswordPage } from './RetrievePasswordPage';

// The page itself (index.ts loads it lazily).
const pages = { retrievePassword: RetrievePasswordPage };

const requested = 'If an account exists for this email, we have sent it a link to reset the password.';
const invalid = 'This reset link is invalid or has expired';

describe('retrieve password page', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('requests a code, then sets a new password with it', async () => {
    const { api, calls } = scriptedApi({
      [`PUT ${ACCOUNT_API.forgetPasswordInit}`]: { message: requested },
      [`PUT ${ACCOUNT_API.forgetPasswordReset}`]: null,
    });
    renderRoute(pages, 'retrievePassword', {}, {}, { api });
    await userEvent.type(screen.getByLabelText('Email'), 'ann@x.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(requested)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@x.com');
    await userEvent.type(screen.getByLabelText('Reset code'), 'tok-123');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh-pads 2025');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh-pads 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual(['PUT', ACCOUNT_API.forgetPasswordReset, { email: 'ann@x.com', token: 'tok-123', newPassword: 'Fresh-pads 2025' }]);
  });

  it('reads the code from the link fragment and then drops it from the address bar', async () => {
    history.replaceState(null, '', '/retrievePassword#token=tok-9&email=bo%40x.com');
    const { api } = scriptedApi({});
    renderRoute(pages, 'retrievePassword', {}, {}, { api });
    expect(screen.getByLabelText('Reset code')).toHaveValue('tok-9');
    expect(screen.getByLabelText('Email')).toHaveValue('bo@x.com');
    await waitFor(() => expect(location.hash).toBe(''));
  });

  it('shows an invalid code at the code field', async () => {
    const { api } = scriptedApi({
      [`PUT ${ACCOUNT_API.forgetPasswordReset}`]: new ApiError({ code: 400, message: invalid, fieldErrors: [{ field: 'token', message: invalid }] }),
    });
    renderRoute(pages, 'retrievePassword', {}, {}, { api });
    await userEvent.click(screen.getByRole('button', { name: 'I already have a code' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ann@x.com');
    await userEvent.type(screen.getByLabelText('Reset code'), 'old');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh-pads 2025');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh-pads 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Reset code')).toHaveAttribute('aria-invalid', 'true');
  });
});
