import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@axlebay/shared-lib';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from './index';

describe('garage page', () => {
  it('requires year, make and model with the spec messages', async () => {
    renderRoute(pages, 'garage');
    await userEvent.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(screen.getByText('Please enter Year')).toBeInTheDocument();
    expect(screen.getByText('Please enter Model')).toBeInTheDocument();
  });

  it('publishes vehicle.changed and saves the vehicle in the guest garage', async () => {
    localStorage.clear();
    renderRoute(pages, 'garage');
    await userEvent.type(screen.getByLabelText('Year'), '2018');
    await userEvent.type(screen.getByLabelText('Make'), 'Toyota');
    await userEvent.type(screen.getByLabelText('Model'), 'Corolla');
    await userEvent.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(bus.latest('vehicle.changed')?.modelName).toBe('Corolla');
    expect(screen.getByRole('list', { name: 'Saved vehicles' })).toHaveTextContent('2018 Toyota Corolla');
  });
});
