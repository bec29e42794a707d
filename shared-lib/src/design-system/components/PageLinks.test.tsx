import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { PageLinks } from './PageLinks';

const href = (p: number) => `/things?page=${p}`;

describe('PageLinks', () => {
  it('links the neighbours of a middle page and names the current one', () => {
    render(<PageLinks page={2} pages={3} href={href} label="Thing pages" />);
    const nav = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/things?page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/things?page=3');
    expect(within(nav).getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
  });

  it('the ends have no link past them; a page past the last leads back to the last', () => {
    const { rerender } = render(<PageLinks page={1} pages={2} href={href} label="Thing pages" />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Next']);
    rerender(<PageLinks page={7} pages={2} href={href} label="Thing pages" />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/things?page=2']);
  });

  it('one page needs no navigation', () => {
    render(<PageLinks page={1} pages={1} href={href} label="Thing pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
