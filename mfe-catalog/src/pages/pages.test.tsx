import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { routesOf } from '@axlebay/shared-lib';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from './index';

describe('catalog pages', () => {
  it('has a page for every catalog route', () => {
    for (const r of routesOf('catalog')) expect(pages[r.page]).toBeDefined();
  });

  it('renders a category page frame for a known category with make/model/year', async () => {
    renderRoute(pages, 'categoryYear', { urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('2018 Toyota Corolla Headlights');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  // Unknown category handles (404 once the API's tree answers) are covered in src/listing/ListingPage.test.tsx.

  it('renders the product frame without making a title of its handle', async () => {
    renderRoute(pages, 'product', { urlHandle: 'led-headlight-bulbs' });
    // The offline API refuses: the frame says "Product" and shows why, never "Led Headlight Bulbs".
    expect(await screen.findByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/led headlight bulbs/i);
    expect(document.title).toBe('Product | Axlebay');
  });
});
