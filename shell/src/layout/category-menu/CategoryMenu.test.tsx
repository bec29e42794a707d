import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { companyContactOf, US_MARKET } from '@axlebay/shared-lib';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import type { FrameContent } from '../../content/frame-content';
import { ShellContext, type ShellServices } from '../../routing/shell-context';
import { CategoryMenu } from './CategoryMenu';

const frame: FrameContent = {
  announcement: { text: 'Free shipping' },
  companyContact: companyContactOf({}),
  categories: [
    { name: 'Lighting', href: '/lighting', children: [{ name: 'Headlights', href: '/headlights' }] },
    { name: 'Brakes', href: '/brakes', children: [] },
  ],
};

const menu = () => (
  <ShellContext.Provider value={{ api: scriptedApi({}).api, market: US_MARKET, firstHtml: { notFound: false, frame } } as unknown as ShellServices}>
    <MemoryRouter>
      <CategoryMenu />
      <button type="button">after</button>
    </MemoryRouter>
  </ShellContext.Provider>
);

const details = () => screen.getByTestId('category-menu') as HTMLDetailsElement;

describe('category menu', () => {
  it('is in the server HTML with every link, closed', () => {
    const html = renderToString(menu());
    expect(html).toContain('href="/lighting"');
    expect(html).toContain('href="/headlights"');
    expect(html).toContain('href="/categories"');
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('opens from the keyboard, Tab walks its links, Escape closes it and focus goes back to its button', async () => {
    const user = userEvent.setup();
    render(menu());
    const summary = screen.getByLabelText('Categories', { selector: 'summary' });
    await user.tab();
    expect(summary).toHaveFocus();
    // jsdom has no <summary> activation behaviour: toggle as the browser does on Enter.
    details().open = true;
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close categories' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Lighting' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(details().open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes when a link is followed, on the drawer close button, and when focus leaves it', async () => {
    const user = userEvent.setup();
    render(menu());
    details().open = true;
    await user.click(screen.getByRole('link', { name: 'Headlights' }));
    expect(details().open).toBe(false);
    details().open = true;
    await user.click(screen.getByRole('button', { name: 'Close categories' }));
    expect(details().open).toBe(false);
    expect(screen.getByLabelText('Categories', { selector: 'summary' })).toHaveFocus();
    details().open = true;
    screen.getByRole('button', { name: 'after' }).focus();
    expect(details().open).toBe(false);
  });
});
