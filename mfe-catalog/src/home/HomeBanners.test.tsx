import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContentAnswer } from '@axlebay/shared-lib/content-config';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { eagerPages as pages } from '../pages/eager-pages';
import { homeBannersOf } from './home-banners';

const CONTENT = 'POST /infra/public/buyer/content-config/v2';
const FILES = 'http://api.test/infra/public/file/';

const entry = (type: 'BANNER' | 'MOBILE_BANNER', code: string, value: Record<string, unknown>, sort = 0) =>
  ({ type, code, title: code, value, sort, startsAt: null, endsAt: null, url: null }) as ContentAnswer['list'][number];

const words = { heading: 'Brake pads and rotors that fit', text: 'Ceramic pads from $29.99 a set.', cta: 'Shop brakes', link: '/brake-pads' };
const answer: ContentAnswer = {
  fileAddress: FILES,
  list: [
    entry('MOBILE_BANNER', 'brake-season', { ...words, image: 'banner/brakes-mobile.svg' }),
    entry('BANNER', 'brake-season', { ...words, image: 'banner/brakes-desktop.svg' }),
    entry('BANNER', 'lighting', { heading: 'LED headlights', link: '/headlights', image: 'banner/lighting-desktop.svg' }),
    entry('BANNER', 'off-site', { heading: 'Elsewhere', link: 'https://evil.example', image: 'x.svg' }),
  ],
};

describe('home banners', () => {
  it('pairs each BANNER with the MOBILE_BANNER of its code; pictures under the file address; off-site links left out', () => {
    expect(homeBannersOf(answer)).toEqual([
      { code: 'brake-season', ...words, desktop: `${FILES}banner/brakes-desktop.svg`, mobile: `${FILES}banner/brakes-mobile.svg`, alt: '' },
      { code: 'lighting', heading: 'LED headlights', text: undefined, cta: 'Shop now', link: '/headlights', desktop: `${FILES}banner/lighting-desktop.svg`, mobile: `${FILES}banner/lighting-desktop.svg`, alt: '' },
    ]);
  });

  it('shows the banners on the home page: art-directed picture with fixed size, heading and link; the first fetched first', async () => {
    const { api, calls } = scriptedApi({ [CONTENT]: answer });
    renderRoute(pages, 'home', {}, {}, { api });
    const banners = await screen.findAllByTestId('home-banner');
    expect(banners).toHaveLength(2);
    const first = banners[0]!;
    expect(within(first).getByRole('heading', { name: 'Brake pads and rotors that fit' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Shop brakes' }).getAttribute('href')).toBe('/brake-pads');
    const source = first.querySelector('picture source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source.getAttribute('srcset')).toBe(`${FILES}banner/brakes-desktop.svg`);
    const img = first.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([`${FILES}banner/brakes-mobile.svg`, '750', '500', 'eager']);
    expect(banners[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(calls).toContainEqual(['POST', '/infra/public/buyer/content-config/v2', { types: ['BANNER', 'MOBILE_BANNER'] }]);
  });

  it('holds the space while loading, and shows nothing when the call fails', async () => {
    const { api } = scriptedApi({ [CONTENT]: new Error('down') });
    renderRoute(pages, 'home', {}, {}, { api });
    expect(screen.getByTestId('home-banners-loading')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('home-banners-loading')).toBeNull());
    expect(screen.queryByTestId('home-banner')).toBeNull();
  });
});
