import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@axlebay/shared-lib';
import { recordingSession, renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from './index';

const ok = { accountId: 100001, token: 'tok', validity: 2592000, email: 'ann@x.com' };

function apiAnswering(answer: unknown | Error) {
  const post = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { api: { post } as unknown as ApiClient, post };
}

describe('login page', () => {
  it('shows the spec messages for empty and invalid input without calling the API', async () => {
    const { api, post } = apiAnswering(ok);
    renderRoute(pages, 'login', {}, {}, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter Password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is not a valid email')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('signs in through the shell and goes to the callback with its query', async () => {
    const { api, post } = apiAnswering(ok);
    const session = recordingSession();
    const { navigation } = renderRoute(pages, 'login', {}, { callback: '/myAccount/orderHistory?page=2' }, { api, session });
    await userEvent.type(screen.getByLabelText('Email'), ' Ann@x.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Brake-pads 2024');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigation.calls).toEqual(['navigate /myAccount/orderHistory?page=2']));
    expect(post.mock.calls[0] as unknown[]).toEqual(['/account/public/buyer/login', { email: 'Ann@x.com', password: 'Brake-pads 2024' }]);
    expect(session.calls).toEqual(['signIn ann@x.com']);
  });

  it('shows the server message and keeps what was typed', async () => {
    const { api } = apiAnswering(new ApiError({ code: 400, message: 'Email or password is incorrect' }));
    const { navigation } = renderRoute(pages, 'login', {}, {}, { api });
    await userEvent.type(screen.getByLabelText('Email'), 'ann@x.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@x.com');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(navigation.calls).toEqual([]);
  });

  it('shows the rate-limit message clearly and keeps the form usable', async () => {
    const limited = 'Too many failed login attempts. Please try again in 15 minutes.';
    const { api } = apiAnswering(new ApiError({ code: 429, status: 429, message: limited }));
    renderRoute(pages, 'login', {}, {}, { api });
    await userEvent.type(screen.getByLabelText('Email'), 'ann@x.com');
    await userEvent.type(screen.getByLabelText('Password'), 'guess-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByLabelText('Password')).toHaveValue('guess-1234');
  });
});
