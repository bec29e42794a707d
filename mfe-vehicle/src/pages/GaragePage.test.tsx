import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@axlebay/shared-lib';
import { memoryPersistedState, renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import type { GarageVehicle } from '../garage/garage-rules';
import { GUEST_GARAGE_SLOT, resetGarageServiceForTests } from '../garage/garage-service';
import { pages } from './index';

const corolla: GarageVehicle = { id: 'g1', isDefault: true, year: '3', yearName: '2018', make: '30', makeName: 'Toyota', model: '300', modelName: 'Corolla', attributeValueId: '300', imageUrl: 'http://api/img/300.svg' };
const civic: GarageVehicle = { id: 'g2', isDefault: false, year: '3', yearName: '2018', make: '31', makeName: 'Honda', model: '310', modelName: 'Civic', trimName: 'EX', attributeValueId: '311', available: false };

async function renderGarage() {
  resetGarageServiceForTests();
  const persisted = memoryPersistedState();
  persisted.slot<GarageVehicle[]>(GUEST_GARAGE_SLOT).write([corolla, civic]);
  const { api } = scriptedApi({});
  renderRoute(pages, 'garage', {}, {}, { api, persisted });
  await act(async () => undefined);
  return persisted;
}

describe('garage page', () => {
  it("lists the guest garage, default first, with pictures and the spec's message for a removed vehicle", async () => {
    await renderGarage();
    const items = screen.getAllByTestId('garage-vehicle');
    expect(items.map((i) => within(i).getByRole('strong').textContent)).toEqual(['2018 Toyota Corolla', '2018 Honda Civic']);
    expect(within(items[0]!).getByText('(shopping for)')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('note')).toHaveTextContent('The vehicle model has been removed. Please add a new vehicle model.');
  });

  it('switching makes the vehicle current; deleting the current one clears it', async () => {
    const persisted = await renderGarage();
    await userEvent.click(screen.getByRole('button', { name: 'Shop for 2018 Honda Civic' }));
    expect(bus.latest('vehicle.changed')).toMatchObject({ modelName: 'Civic', attributeValueId: '311' });
    expect(persisted.slot<GarageVehicle[]>(GUEST_GARAGE_SLOT).read()?.map((v) => [v.id, v.isDefault])).toEqual([['g2', true], ['g1', false]]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2018 Honda Civic' }));
    expect(bus.latest('vehicle.changed')).toBeNull();
    expect(screen.getAllByTestId('garage-vehicle')).toHaveLength(1);
  });

  it('clears the garage', async () => {
    const persisted = await renderGarage();
    await userEvent.click(screen.getByRole('button', { name: 'Clear garage' }));
    expect(screen.getByText('No saved vehicles yet.')).toBeInTheDocument();
    expect(persisted.slot(GUEST_GARAGE_SLOT).read()).toBeUndefined();
  });
});
