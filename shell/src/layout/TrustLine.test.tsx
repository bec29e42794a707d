import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { companyContactOf, US_MARKET } from '@axlebay/shared-lib';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { ShellContext, type ShellServices } from '../routing/shell-context';
import { TrustLine } from './TrustLine';

const line = (phone?: string) =>
  renderToString(
    <ShellContext.Provider value={{ api: scriptedApi({}).api, market: US_MARKET, firstHtml: { notFound: false, frame: { announcement: { text: '' }, companyContact: companyContactOf(phone ? { COMPANY_PHONE: phone } : {}), categories: [] } } } as unknown as ShellServices}>
      <MemoryRouter>
        <TrustLine />
      </MemoryRouter>
    </ShellContext.Provider>,
  );

describe('header trust line', () => {
  it('promises the 90-day return window and shipping, with the support phone from the shop settings', () => {
    const html = line('+1 (302) 555-0142');
    expect(html).toContain('90-day returns');
    expect(html).toContain('Fast shipping');
    expect(html).toContain('href="tel:+13025550142"');
    // Named by the words it shows (WCAG 2.5.3); the number is read on phones too, where it is not shown.
    expect(html).not.toContain('aria-label');
    expect(html).toContain('24/7 support<span class="phone"> +1 (302) 555-0142</span>');
    expect(html).toMatch(/class="call[^"]*">, call \+1 \(302\) 555-0142</);
  });

  it('leads to the help pages when the shop has no phone', () => {
    expect(line()).toContain('href="/help"');
  });
});
