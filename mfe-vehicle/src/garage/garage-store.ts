import type { ApiClient, CurrentVehicle, PersistedSlot } from '@axlebay/shared-lib';
import { GARAGE_API, checkVehicle, garageFromApi, toApiBody, type ApiVehicle } from './garage-api';
import { addVehicle, editVehicle, removeVehicle, selectVehicle, type GarageVehicle } from './garage-rules';

/** Where a garage lives: browser storage for guests, the API for signed-in shoppers (spec §4). */
export interface GarageStore {
  readonly kind: 'guest' | 'account';
  list(): Promise<GarageVehicle[]>;
  /** Adds as the default (or re-selects the same vehicle); answers the new list and the entry. */
  add(vehicle: CurrentVehicle): Promise<{ list: GarageVehicle[]; entry: GarageVehicle }>;
  select(id: string): Promise<GarageVehicle[]>;
  edit(id: string, vehicle: CurrentVehicle): Promise<GarageVehicle[]>;
  remove(id: string): Promise<GarageVehicle[]>;
  clear(): Promise<GarageVehicle[]>;
}

const newId = () => `guest-${crypto.randomUUID ? crypto.randomUUID() : Date.now().toString(36)}`;

/**
 * Guest garage: kept in the shell's encrypted state (slot `vehicle.guestGarage`), newest first. Each
 * vehicle is checked by the API's visitor endpoint first, which also gives its image.
 */
export function guestGarageStore(api: ApiClient, slot: PersistedSlot<GarageVehicle[]>): GarageStore {
  const read = () => (Array.isArray(slot.read()) ? slot.read()! : []);
  const write = (list: GarageVehicle[]) => {
    slot.write(list.length ? list : undefined);
    return list;
  };
  return {
    kind: 'guest',
    list: async () => read(),
    async add(vehicle) {
      const checked = await checkVehicle(api, vehicle);
      const result = addVehicle(read(), { ...vehicle, ...checked }, newId);
      write(result.list);
      return result;
    },
    select: async (id) => write(selectVehicle(read(), id)),
    async edit(id, vehicle) {
      const checked = await checkVehicle(api, vehicle);
      return write(editVehicle(read(), id, { ...vehicle, ...checked }));
    },
    remove: async (id) => write(removeVehicle(read(), id).list),
    clear: async () => write([]),
  };
}

/** Signed-in garage: held by the API and reloaded after each change (spec §4). */
export function accountGarageStore(api: ApiClient): GarageStore {
  const list = async () => (await api.get<ApiVehicle[]>(GARAGE_API.list)).map(garageFromApi);
  return {
    kind: 'account',
    list,
    async add(vehicle) {
      const saved = garageFromApi(await api.post<ApiVehicle>(GARAGE_API.account, { ...toApiBody(vehicle), isDefault: true }));
      const fresh = await list();
      return { list: fresh, entry: fresh.find((v) => v.id === saved.id) ?? saved };
    },
    async select(id) {
      await api.put(GARAGE_API.account, { id: Number(id), isDefault: true });
      return list();
    },
    async edit(id, vehicle) {
      await api.put(GARAGE_API.account, { id: Number(id), ...toApiBody(vehicle) });
      return list();
    },
    async remove(id) {
      await api.delete(`${GARAGE_API.account}/${encodeURIComponent(id)}`);
      return list();
    },
    async clear() {
      await api.delete(GARAGE_API.all);
      return list();
    },
  };
}
