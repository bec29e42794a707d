import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CA_MARKET } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { CONFIG, SETTINGS } from '../help/test-faq';
import { AboutPage } from './AboutPage';
import { BUYER_CONFIG_API, SHOP_SETTINGS_API, shopPromisesOf } from './company-contact';

const pages = { about: AboutPage };

describe('about page', () => {
  it("tells who Axlebay is and shows the market's company contact from the shop settings", async () => {
    const { api } = scriptedApi({ [`GET ${SHOP_SETTINGS_API}`]: SETTINGS, [`GET ${BUYER_CONFIG_API}`]: CONFIG });
    renderRoute(pages, 'about', {}, {}, { api });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    expect(screen.getByRole('heading', { name: 'Our fitment promise' })).toBeInTheDocument();
    expect(await screen.findByText('1200 Market St, Wilmington, DE 19801, USA')).toHaveAttribute('data-testid', 'company-address');
    expect(screen.getByRole('heading', { name: 'Axlebay USA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (302) 555-0142' })).toHaveAttribute('href', 'tel:+13025550142');
    expect(screen.getByRole('link', { name: 'partners@axlebay.example' })).toHaveAttribute('href', 'mailto:partners@axlebay.example');
    expect(await screen.findByText('Free Standard Shipping on orders over $79.')).toBeInTheDocument();
  });

  it('speaks of the Canadian shop in Canada', async () => {
    const { api } = scriptedApi({
      [`GET ${SHOP_SETTINGS_API}`]: { ...SETTINGS, COMPANY_ADDRESS: '200 Bay St, Toronto, ON M5J 2J2, Canada' },
      [`GET ${BUYER_CONFIG_API}`]: { list: [{ key: 'FREE_SHIPPING_THRESHOLD_CENTS', value: '9900' }] },
    });
    renderRoute(pages, 'about', {}, {}, { api, market: CA_MARKET });
    expect(await screen.findByText('200 Bay St, Toronto, ON M5J 2J2, Canada')).toHaveAttribute('data-testid', 'company-address');
    expect(screen.getByRole('heading', { name: 'Axlebay Canada' })).toBeInTheDocument();
    expect(await screen.findByText('Free Standard Shipping on orders over CA$99.')).toBeInTheDocument();
  });

  it('reads the promises from the buyer config, leaving out what it lacks', () => {
    expect(shopPromisesOf(CONFIG.list, 'USD')).toEqual({ supportHours: '24/7', freeShippingOver: '$79' });
    expect(shopPromisesOf([{ key: 'FREE_SHIPPING_THRESHOLD_CENTS', value: 'soon' }], 'CAD')).toEqual({ supportHours: '24/7', freeShippingOver: '' });
  });
});
