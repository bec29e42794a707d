import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { bus } from '@axlebay/shared-lib';
import { NotificationArea, toastTop } from './NotificationArea';

describe('notification area (spec §9: top-right, offset 24)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("sits 24 px below the header's main row while it is on screen, 24 px from the top once it is not", () => {
    const row = document.createElement('div');
    row.dataset.testid = 'header-main-row';
    document.body.append(row);
    let bottom = 96;
    row.getBoundingClientRect = () => ({ bottom }) as DOMRect;
    expect(toastTop()).toBe(120);
    bottom = -40; // scrolled away
    expect(toastTop()).toBe(24);
  });

  it('shows a toast with its title and text below the header, in one polite region', () => {
    const row = document.createElement('div');
    row.dataset.testid = 'header-main-row';
    row.getBoundingClientRect = () => ({ bottom: 60 }) as DOMRect;
    document.body.append(row);
    render(<NotificationArea />);
    act(() => bus.publish('notify', { kind: 'notification', level: 'success', title: 'Added to cart', text: 'Front Ceramic Brake Pads' }, 'test'));
    const region = screen.getByTestId('notifications');
    expect(region).toHaveTextContent('Added to cartFront Ceramic Brake Pads');
    expect(region).toHaveStyle({ top: '84px' });
    expect(region.querySelectorAll('[role], [aria-live]')).toHaveLength(0);
  });
});
