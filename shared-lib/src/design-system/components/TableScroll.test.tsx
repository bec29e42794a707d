import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { TableScroll } from './TableScroll';

describe('TableScroll', () => {
  it('is a named region in the tab order around its table', () => {
    render(
      <TableScroll label="Vehicles this part fits">
        <table>
          <tbody>
            <tr>
              <td>2019</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Vehicles this part fits' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    region.focus();
    expect(region).toHaveFocus();
  });
});
