import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUYING_API } from '@axlebay/shared-lib';
import { memoryPersistedState } from '@axlebay/shared-lib/testing';
import { GUEST_CART_SLOT, resetCartStoreForTests } from '../../cart/cart-store';
import { COUPON_KEY } from '../../session/browser-session';
import { checkoutApi, GUEST_CART, quoteFor, READY_DRAFT, storeDraft } from '../checkout-fixtures';
import { BUYER, renderAt } from '../checkout-test-kit';
import { pointsOffer } from './discount-offers';

const MEMBER = { signedIn: true, firstOrderDiscount: { available: true, percent: 10 }, points: 1200 };
const REDEEM = { points: 1200, pointsStep: 100, centsPer100Points: 100, maxShareOfMerchandisePercent: 30, currency: 'USD' };

beforeEach(() => {
  sessionStorage.clear();
  storeDraft({ ...READY_DRAFT, email: undefined });
});
afterEach(() => resetCartStoreForTests());

describe('checkout discounts of a buyer', () => {
  it('offers the first-order discount and points, and the quote is asked with them and the cart page coupon', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(COUPON_KEY, 'SAVE10');
    const { api, calls } = checkoutApi({
      [`GET ${BUYING_API.memberDiscount}`]: MEMBER,
      [`GET ${BUYING_API.redeemInfo}`]: REDEEM,
      [`POST ${BUYING_API.quote}`]: (body: unknown) => quoteFor(body, { subtotalCent: 10000 }),
    });
    renderAt('/checkout/shipping', { api, user: BUYER });
    const first = await screen.findByRole('checkbox', { name: 'Use my first-order discount (10% off your first order)' });
    // 30% of $100.00 merchandise is $30.00 = 3000 points, but the buyer has 1200: 1200 points = $12.00.
    const points = await screen.findByRole('checkbox', { name: 'Use 1200 points (−$12.00)' });
    await user.click(first);
    await user.click(points);
    await waitFor(() => {
      const last = calls.filter(([m, p]) => m === 'POST' && p === BUYING_API.quote).pop();
      expect(last?.[2]).toMatchObject({ couponCode: 'SAVE10', useFirstDiscount: true, usePoints: 1200 });
    });
    const quoted = calls.filter(([m, p]) => m === 'POST' && p === BUYING_API.quote).pop()?.[2] as Record<string, unknown>;
    // A buyer's cart is named by the token.
    expect(quoted).not.toHaveProperty('cartUUID');
  });

  it('offers nothing to a guest and asks nothing', async () => {
    storeDraft(READY_DRAFT);
    const { api, calls } = checkoutApi();
    const persisted = memoryPersistedState();
    persisted.slot<string>(GUEST_CART_SLOT).write(GUEST_CART);
    renderAt('/checkout/shipping', { api, persisted });
    expect(await screen.findByTestId('summary-total')).toBeInTheDocument();
    expect(screen.queryByTestId('discount-choices')).not.toBeInTheDocument();
    expect(calls.some(([, p]) => p === BUYING_API.memberDiscount || p === BUYING_API.redeemInfo)).toBe(false);
  });

  it('limits points to the share of the merchandise, in whole steps', () => {
    expect(pointsOffer(REDEEM, 2500)).toEqual({ points: 700, cent: 700 });
    expect(pointsOffer({ ...REDEEM, points: 50 }, 10000)).toBeUndefined();
  });
});
