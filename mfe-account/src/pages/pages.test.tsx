import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { routesOf } from '@axlebay/shared-lib';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from './index';

describe('account pages', () => {
  it.each(routesOf('account').map((r) => [r.name, r.title] as const))('%s renders its frame', async (name, title) => {
    renderRoute(pages, name);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    await act(async () => undefined); // let pages that load data settle (the offline API refuses)
  });

  it('login shows the callback hint and keeps the query visible', () => {
    renderRoute(pages, 'login', {}, { callback: '/myAccount/address' });
    expect(screen.getByText('Sign in to continue where you left off.')).toBeInTheDocument();
    expect(screen.getByTestId('route-details')).toHaveTextContent('/myAccount/address');
  });
});
