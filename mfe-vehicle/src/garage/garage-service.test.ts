import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, bus, type NotifyPayload } from '@axlebay/shared-lib';
import { memoryPersistedState, recordingSession, scriptedApi } from '@axlebay/shared-lib/testing';
import { GARAGE_API } from './garage-api';
import type { GarageVehicle } from './garage-rules';
import { GUEST_GARAGE_SLOT, GarageService } from './garage-service';

const REMOVED = 'There are no items available for your current vehicle model at present. The vehicle model has been removed. Please add a new vehicle model.';
const corolla = { year: '3', yearName: '2018', make: '30', makeName: 'Toyota', model: '300', modelName: 'Corolla', attributeValueId: '300' };
const civic = { year: '3', yearName: '2018', make: '31', makeName: 'Honda', model: '310', modelName: 'Civic', attributeValueId: '310' };
const apiVehicle = (v: typeof corolla, extra: object = {}) => ({ ...v, year: Number(v.year), make: Number(v.make), model: Number(v.model), attributeValueId: Number(v.attributeValueId), trim: null, engine: null, imageUrl: `http://api/img/${v.model}.svg`, ...extra });
const user = { accountId: 1, email: 'a@x.com', nickname: '', zipCode: '', emailVerified: true, useFirstDiscount: false };

let toasts: NotifyPayload[] = [];
beforeEach(() => {
  toasts = [];
  bus.publish('vehicle.changed', null);
  bus.on('notify').subscribe((n) => toasts.push(n));
});

describe('guest garage', () => {
  it('checks a vehicle with the visitor endpoint, keeps it in the persisted slot, publishes and toasts', async () => {
    const persisted = memoryPersistedState();
    const { api, calls } = scriptedApi({ [`POST ${GARAGE_API.visitor}`]: (body: unknown) => apiVehicle(body as typeof corolla) });
    const garage = new GarageService({ api, session: recordingSession(), persisted });
    expect(await garage.shopFor(corolla)).toBe(true);
    expect(calls[0]?.[1]).toBe(GARAGE_API.visitor);
    const stored = persisted.slot<GarageVehicle[]>(GUEST_GARAGE_SLOT).read()!;
    expect(stored.map((v) => [v.modelName, v.isDefault, v.imageUrl])).toEqual([['Corolla', true, 'http://api/img/300.svg']]);
    expect(bus.latest('vehicle.changed')).toMatchObject({ ...corolla, searchType: 'Add', garageId: stored[0]!.id });
    expect(toasts.at(-1)).toEqual({ kind: 'message', level: 'success', text: 'You are now shopping for 2018 Toyota Corolla.' });
  });

  it("shows the server's message as a warning when the vehicle is refused, and stores nothing", async () => {
    const persisted = memoryPersistedState();
    const { api } = scriptedApi({ [`POST ${GARAGE_API.visitor}`]: new ApiError({ code: 400, message: REMOVED }) });
    const garage = new GarageService({ api, session: recordingSession(), persisted });
    expect(await garage.shopFor(corolla)).toBe(false);
    expect(toasts.at(-1)).toEqual({ kind: 'message', level: 'warning', text: REMOVED });
    expect(garage.state$.value.error).toBe(REMOVED);
    expect(persisted.slot(GUEST_GARAGE_SLOT).read()).toBeUndefined();
    expect(bus.latest('vehicle.changed')).toBeNull();
  });

  it('deleting the default clears the current vehicle; clearing empties list and vehicle', async () => {
    const persisted = memoryPersistedState();
    const { api } = scriptedApi({ [`POST ${GARAGE_API.visitor}`]: (body: unknown) => apiVehicle(body as typeof corolla) });
    const garage = new GarageService({ api, session: recordingSession(), persisted });
    await garage.shopFor(corolla);
    await garage.shopFor(civic);
    const [current, older] = garage.state$.value.list;
    await garage.remove(older!.id);
    expect(bus.latest('vehicle.changed')?.modelName).toBe('Civic');
    await garage.remove(current!.id);
    expect(bus.latest('vehicle.changed')).toBeNull();
    await garage.shopFor(corolla);
    await garage.clear();
    expect(garage.state$.value.list).toEqual([]);
    expect(bus.latest('vehicle.changed')).toBeNull();
  });
});

describe('account garage', () => {
  it('posts the vehicle as default and reloads the list from the server', async () => {
    const { api, calls } = scriptedApi({
      [`POST ${GARAGE_API.account}`]: apiVehicle(corolla, { id: 7, isDefault: true }),
      [`GET ${GARAGE_API.list}`]: [apiVehicle(corolla, { id: 7, isDefault: true }), apiVehicle(civic, { id: 6, isDefault: false })],
    });
    const garage = new GarageService({ api, session: recordingSession(user), persisted: memoryPersistedState() });
    await garage.shopFor(corolla);
    expect(calls[0]).toEqual(['POST', GARAGE_API.account, { ...corolla, isDefault: true }]);
    expect(calls[1]?.[1]).toBe(GARAGE_API.list);
    expect(garage.state$.value.list.map((v) => [v.id, v.isDefault])).toEqual([['7', true], ['6', false]]);
    expect(bus.latest('vehicle.changed')).toMatchObject({ attributeValueId: '300', garageId: '7' });
  });

  it('merges the guest garage at sign-in without duplicates, then empties it', async () => {
    const persisted = memoryPersistedState();
    const slot = persisted.slot<GarageVehicle[]>(GUEST_GARAGE_SLOT);
    slot.write([
      { ...civic, id: 'guest-2', isDefault: true },
      { ...corolla, id: 'guest-1', isDefault: false },
    ]);
    let serverList = [apiVehicle(corolla, { id: 7, isDefault: true })];
    const { api, calls } = scriptedApi({
      [`GET ${GARAGE_API.list}`]: () => serverList,
      [`POST ${GARAGE_API.account}`]: (body: unknown) => {
        const added = apiVehicle(body as typeof civic, { id: 8, isDefault: (body as { isDefault: boolean }).isDefault });
        serverList = [...serverList, added];
        return added;
      },
    });
    const garage = new GarageService({ api, session: recordingSession(user), persisted });
    await garage.mergeGuestGarage();
    const posts = calls.filter(([m]) => m === 'POST');
    // Corolla is already there (same vehicle); Civic is added, not as default: the account has one.
    expect(posts).toEqual([['POST', GARAGE_API.account, { ...civic, isDefault: false }]]);
    expect(slot.read()).toBeUndefined();
    expect(garage.state$.value.list.map((v) => v.modelName)).toEqual(['Corolla', 'Civic']);
  });

  it('runs one merge at a time and keeps the list busy until the account holds the guest vehicles', async () => {
    const persisted = memoryPersistedState();
    persisted.slot<GarageVehicle[]>(GUEST_GARAGE_SLOT).write([{ ...civic, id: 'guest-2', isDefault: true }]);
    let serverList: ReturnType<typeof apiVehicle>[] = [];
    const { api, calls } = scriptedApi({
      [`GET ${GARAGE_API.list}`]: () => serverList,
      [`POST ${GARAGE_API.account}`]: (body: unknown) => {
        const added = apiVehicle(body as typeof civic, { id: 8, isDefault: true });
        serverList = [...serverList, added];
        return added;
      },
    });
    const garage = new GarageService({ api, session: recordingSession(user), persisted });
    const first = garage.mergeGuestGarage();
    const second = garage.mergeGuestGarage();
    expect(second).toBe(first);
    expect(garage.state$.value.loading).toBe(true);
    await first;
    expect(calls.filter(([m]) => m === 'POST')).toHaveLength(1);
    expect(garage.state$.value).toMatchObject({ loading: false, kind: 'account' });
    expect(garage.state$.value.list.map((v) => v.modelName)).toEqual(['Civic']);
  });

  it('keeps the guest garage when the merge fails, to try again later', async () => {
    const persisted = memoryPersistedState();
    const slot = persisted.slot<GarageVehicle[]>(GUEST_GARAGE_SLOT);
    slot.write([{ ...civic, id: 'guest-2', isDefault: true }]);
    const { api } = scriptedApi({ [`GET ${GARAGE_API.list}`]: new ApiError({ code: 'NETWORK_ERROR', message: 'offline' }) });
    const garage = new GarageService({ api, session: recordingSession(user), persisted });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await garage.mergeGuestGarage();
    warn.mockRestore();
    expect(slot.read()).toHaveLength(1);
  });
});
