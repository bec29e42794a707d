import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ScrollRegion } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is a named region in the tab order, holding its content', () => {
    render(
      <ScrollRegion label="Fitment">
        <table>
          <tbody>
            <tr>
              <td>2018</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Fitment' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('cell', { name: '2018' }));
  });
});
