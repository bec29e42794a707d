import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink';

describe('skip link', () => {
  it('is the first Tab stop and moves the focus to main without changing the URL', async () => {
    render(
      <>
        <SkipLink />
        <header>
          <a href="/">Axlebay home</a>
        </header>
        <main id="main" tabIndex={-1}>
          <h1>Parts</h1>
        </main>
      </>,
    );
    Element.prototype.scrollIntoView = () => undefined;
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
