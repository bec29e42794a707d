import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ApiClient } from '@axlebay/shared-lib';
import type { ContentAnswer } from '@axlebay/shared-lib/content-config';
import { resetShopSettingsCache } from '../services/shop-settings';
import { globalNoticeOf } from './choose-promo';
import { PromoWindow } from './PromoWindow';
import { PROMO_SEEN_KEY } from './promo-seen';
import { promoAllowedOn } from './promo-rules';

const offer: ContentAnswer = {
  fileAddress: 'http://api.test/infra/public/file/',
  list: [
    {
      type: 'DISCOUNT_WINDOW',
      code: 'first-order',
      title: 'First order offer',
      value: { audience: 'guest', heading: 'Take 10% off your first order', text: 'New to Axlebay? Use the code at checkout.', code: 'WELCOME10', cta: 'Shop parts', link: '/parts' },
      sort: 0,
      startsAt: null,
      endsAt: null,
      url: null,
    },
  ],
};

function apiWith(settings: Record<string, unknown> = {}) {
  const post = jest.fn(async (_path: string, _body: unknown) => offer);
  const get = jest.fn(async () => settings);
  return { api: { post, get } as unknown as ApiClient, post };
}

/** The shopper's first click on the page. */
const firstAction = () => act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));

function show(props: { pathname?: string; api: ApiClient; signedIn?: boolean; acted?: boolean }) {
  const pathname = props.pathname ?? '/';
  const shown = render(
    <MemoryRouter initialEntries={[pathname]}>
      <button type="button">Before</button>
      <main id="main" tabIndex={-1} />
      <PromoWindow pathname={pathname} api={props.api} shopId={2022} signedIn={props.signedIn ?? false} delayMs={10} />
    </MemoryRouter>,
  );
  if (props.acted !== false) firstAction();
  return shown;
}

beforeEach(() => {
  localStorage.clear();
  resetShopSettingsCache();
});
afterEach(() => localStorage.clear());

describe('the discount window', () => {
  it('waits for the first action: nothing on arrival, then the window', async () => {
    const { api, post } = apiWith();
    show({ api, acted: false });
    await act(() => new Promise((r) => setTimeout(r, 80)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    firstAction();
    await screen.findByRole('dialog', { name: 'Take 10% off your first order' });
  });

  it('opens as a non-modal dialog with the offer, remembered as seen: not again for this shopper', async () => {
    const { api, post } = apiWith();
    const first = show({ api });
    const dialog = await screen.findByRole('dialog', { name: 'Take 10% off your first order' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(dialog.textContent).toContain('WELCOME10');
    expect(screen.getByRole('link', { name: 'Shop parts' }).getAttribute('href')).toBe('/parts');
    // It does not take focus on arrival.
    expect(dialog.contains(document.activeElement)).toBe(false);
    expect(post).toHaveBeenCalledWith('/infra/public/buyer/content-config/v2', { types: ['DISCOUNT_WINDOW'] });
    expect(Object.keys(JSON.parse(localStorage.getItem(PROMO_SEEN_KEY)!))).toEqual(['DISCOUNT_WINDOW:first-order']);
    first.unmount();

    show({ api });
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Esc; focus goes back where it was when it was inside', async () => {
    const user = userEvent.setup();
    const { api } = apiWith();
    show({ api });
    await screen.findByRole('dialog');
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab(); // into the window's link
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it('closes with its button', async () => {
    const user = userEvent.setup();
    show({ api: apiWith().api });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered to a signed-in buyer (guests only), nor on checkout, cart or sign-in pages', async () => {
    show({ api: apiWith().api, signedIn: true });
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const path of ['/checkout/information', '/shopCart', '/login', '/myGarage', '/paymentCallback']) expect(promoAllowedOn(path)).toBe(false);
    for (const path of ['/', '/parts', '/brake-pads', '/product/x', '/search']) expect(promoAllowedOn(path)).toBe(true);
    const { api, post } = apiWith();
    show({ api, pathname: '/checkout/information' });
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(post).not.toHaveBeenCalled();
    expect(localStorage.getItem(PROMO_SEEN_KEY)).toBeNull();
  });

  it('waits while the shopper types in a field', async () => {
    const { api } = apiWith();
    render(
      <MemoryRouter>
        <label>
          Year <input />
        </label>
        <PromoWindow pathname="/" api={api} shopId={2022} signedIn={false} delayMs={10} />
      </MemoryRouter>,
    );
    firstAction();
    screen.getByLabelText('Year').focus();
    await act(() => new Promise((r) => setTimeout(r, 80)));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => screen.getByLabelText('Year').blur());
    await screen.findByRole('dialog', {}, { timeout: 2500 });
  });
});

describe('the global notice (shop settings GLOBAL_MODAL_CONFIG)', () => {
  const config = { active: true, title: 'Holiday shipping', body: 'Order by Dec 18 for delivery before Dec 25.', link: '/help/faq' };

  it('comes first when active, once; the discount window on a later page view', async () => {
    const { api } = apiWith({ GLOBAL_MODAL_CONFIG: config });
    const first = show({ api });
    expect((await screen.findByTestId('global-modal')).textContent).toContain('Order by Dec 18');
    first.unmount();
    show({ api });
    await screen.findByTestId('discount-window');
  });

  it('is off when inactive or empty; a changed notice is a new one', () => {
    expect(globalNoticeOf({ GLOBAL_MODAL_CONFIG: { active: false, title: '', body: '' } })).toBeUndefined();
    expect(globalNoticeOf({ GLOBAL_MODAL_CONFIG: { ...config, body: ' ' } })).toBeUndefined();
    const a = globalNoticeOf({ GLOBAL_MODAL_CONFIG: config })!;
    const b = globalNoticeOf({ GLOBAL_MODAL_CONFIG: { ...config, body: 'Order by Dec 19.' } })!;
    expect(a.key).not.toBe(b.key);
    expect(globalNoticeOf({ GLOBAL_MODAL_CONFIG: { ...config, link: 'https://elsewhere.example' } })!.link).toBeUndefined();
  });
});
