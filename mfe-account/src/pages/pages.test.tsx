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

  it('login shows the callback hint and never prints the query', () => {
    renderRoute(pages, 'login', {}, { callback: '/myAccount/address', utm_source: 'CALL 800-555-0000' });
    expect(screen.getByText('Sign in to continue where you left off.')).toBeInTheDocument();
    // A link's query is the sender's text: a page showing it would let anyone write on our page.
    expect(document.body).not.toHaveTextContent('800-555-0000');
    expect(document.body).not.toHaveTextContent('/myAccount/address');
  });
});
