import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { routesOf } from '@axlebay/shared-lib';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from './index';

describe('catalog pages', () => {
  it('has a page for every catalog route', () => {
    for (const r of routesOf('catalog')) expect(pages[r.page]).toBeDefined();
  });

  it('renders a category page frame for a known category with make/model/year', () => {
    renderRoute(pages, 'categoryYear', { urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2018 Toyota Corolla Headlights');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it('asks the shell for the 404 page for an unknown category handle', () => {
    const { navigation } = renderRoute(pages, 'category', { urlHandle: 'definitely-not-a-category' });
    expect(navigation.calls).toEqual(['notFound']);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('renders the product frame with its handle', () => {
    renderRoute(pages, 'product', { urlHandle: 'led-headlight-bulbs' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Led Headlight Bulbs');
    expect(document.title).toBe('Led Headlight Bulbs | Axlebay');
  });
});
