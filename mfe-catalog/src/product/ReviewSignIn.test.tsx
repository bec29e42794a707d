import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordingSession, renderRoute } from '@axlebay/shared-lib/testing';
import { ReviewSignIn } from './ReviewSignIn';

// The product page with only this piece on it (the rest of the page loads the item from the API).
const pages = { product: () => <ReviewSignIn productPath="/product/ceramic-brake-pads" /> };

const user = { accountId: 1, email: 'ann@x.com', nickname: '', zipCode: '', emailVerified: true, useFirstDiscount: false };

describe('review sign-in on the product page', () => {
  it('falls back to a link to the login page, with this product as callback, when account is unreachable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(pages, 'product', { urlHandle: 'ceramic-brake-pads' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to write a review' }));
    const link = await screen.findByRole('link', { name: 'Sign in on its own page' });
    expect(link).toHaveAttribute('href', '/login?callback=%2Fproduct%2Fceramic-brake-pads');
  });

  it('asks a signed-in shopper for nothing', () => {
    renderRoute(pages, 'product', { urlHandle: 'ceramic-brake-pads' }, {}, { session: recordingSession(user) });
    expect(screen.queryByRole('button', { name: 'Sign in to write a review' })).not.toBeInTheDocument();
  });
});
