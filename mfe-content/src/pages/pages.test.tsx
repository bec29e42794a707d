import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { routesOf } from '@axlebay/shared-lib';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from './index';

describe('content pages', () => {
  it('has a page for every content route', () => {
    for (const r of routesOf('content')) expect(pages[r.page]).toBeDefined();
  });

  it('renders the 404 page, noindex, with ways back', () => {
    renderRoute(pages, 'notFound');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find that page');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  });

  it('renders an info page with its route title', async () => {
    renderRoute(pages, 'featuredTpmsSensors');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('TPMS sensors');
  });
});
