import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@axlebay/shared-lib';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { ShellContext, type ShellServices } from '../routing/shell-context';
import { FooterNewsletter, SUBSCRIBE_PATH } from './FooterNewsletter';

const SUBSCRIBED = 'Thanks for subscribing! We have sent a confirmation to your inbox.';
const ALREADY = 'You are already subscribed with this email.';

const withApi = (api: ApiClient) => (
  <ShellContext.Provider value={{ api } as unknown as ShellServices}>
    <FooterNewsletter />
  </ShellContext.Provider>
);

const subscribe = async (email: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email for the newsletter'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
};

describe('footer newsletter form', () => {
  it('renders on the server with its label and an empty message line', () => {
    const html = renderToString(withApi(scriptedApi({}).api));
    expect(html).toContain('Email for the newsletter');
    expect(html).toMatch(/<p (?=[^>]*class="message")(?=[^>]*role="status")[^>]*><\/p>/);
  });

  it('checks the email before calling the API', async () => {
    const { api, calls } = scriptedApi({});
    render(withApi(api));
    await subscribe('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter Email');
    await subscribe('dana@');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is not a valid email');
    expect(screen.getByLabelText('Email for the newsletter')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('subscribes from the footer and clears the field', async () => {
    const { api, calls } = scriptedApi({ [`POST ${SUBSCRIBE_PATH}`]: { email: 'dana@example.com', subscribed: true, alreadySubscribed: false, message: SUBSCRIBED } });
    render(withApi(api));
    await subscribe(' dana@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent(SUBSCRIBED);
    expect(calls).toEqual([['POST', SUBSCRIBE_PATH, { email: 'dana@example.com', source: 'footer' }]]);
    expect(screen.getByLabelText('Email for the newsletter')).toHaveValue('');
  });

  it('says when the address is already subscribed, keeping it in the field', async () => {
    const { api } = scriptedApi({ [`POST ${SUBSCRIBE_PATH}`]: { email: 'dana@example.com', subscribed: true, alreadySubscribed: true, message: ALREADY } });
    render(withApi(api));
    await subscribe('dana@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(ALREADY);
    expect(screen.getByLabelText('Email for the newsletter')).toHaveValue('dana@example.com');
  });

  it("shows the server's refusal as an error", async () => {
    const tooMany = 'Too many sign-ups from your network. Please try again in 12 minutes.';
    const { api } = scriptedApi({ [`POST ${SUBSCRIBE_PATH}`]: new ApiError({ code: 429, status: 429, message: tooMany }) });
    render(withApi(api));
    await subscribe('dana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
