import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { companyContactOf, US_MARKET, type ApiClient } from '@axlebay/shared-lib';
import { resetFrameContentCache } from '../content/frame-content';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { ShellContext, type ShellServices } from '../routing/shell-context';
import { resetShopSettingsCache, SHOP_SETTINGS_PATH } from '../services/shop-settings';
import { FooterContact } from './FooterContact';

const SETTINGS = {
  COMPANY_ADDRESS: '200 Bay St, Toronto, ON M5J 2J2, Canada',
  COMPANY_PHONE: '+1 (416) 555-0142',
  SERVICE_EMAIL: 'support@axlebay.example',
  BUSINESS_EMAIL: 'partners@axlebay.example',
};

const withShell = (api: ApiClient, firstHtml?: ShellServices['firstHtml']) => (
  <ShellContext.Provider value={{ api, market: US_MARKET, firstHtml } as unknown as ShellServices}>
    <FooterContact />
  </ShellContext.Provider>
);

describe('footer company contact', () => {
  it('renders on the server from the settings the frame already has, asking nothing', () => {
    const { api, calls } = scriptedApi({});
    const html = renderToString(withShell(api, { notFound: false, frame: { announcement: { text: 'Free shipping' }, companyContact: companyContactOf(SETTINGS), categories: [] } }));
    expect(html).toContain('200 Bay St, Toronto, ON M5J 2J2, Canada');
    expect(html).toContain('href="tel:+14165550142"');
    expect(html).toContain('href="mailto:partners@axlebay.example"');
    expect(calls).toEqual([]);
  });

  it('asks the shop settings when the page was not composed on the server', async () => {
    resetShopSettingsCache();
    resetFrameContentCache();
    const { api } = scriptedApi({ [`GET ${SHOP_SETTINGS_PATH}`]: SETTINGS });
    render(withShell(api));
    expect(await screen.findByText('200 Bay St, Toronto, ON M5J 2J2, Canada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@axlebay.example' })).toHaveAttribute('href', 'mailto:support@axlebay.example');
  });

  it('links the video channel and the social page by name, noopener', () => {
    render(withShell(scriptedApi({}).api, { notFound: false, frame: { announcement: { text: 'Free shipping' }, companyContact: companyContactOf({}), categories: [] } }));
    const social = screen.getByRole('navigation', { name: 'Follow Axlebay' });
    expect(social).toBeInTheDocument();
    for (const name of ['Axlebay on YouTube', 'Axlebay on Facebook']) expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Axlebay on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@axlebay');
  });
});
