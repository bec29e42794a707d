import { BehaviorSubject, bus, vehicleLabel, type ApiClient, type CurrentVehicle, type PersistedStateService, type SessionService } from '@axlebay/shared-lib';
import { GARAGE_API, toApiBody } from './garage-api';
import { busVehicle, isSameVehicle, type GarageVehicle } from './garage-rules';
import { accountGarageStore, guestGarageStore, type GarageStore } from './garage-store';

export const GUEST_GARAGE_SLOT = 'vehicle.guestGarage';

export interface GarageState {
  list: GarageVehicle[];
  kind: 'guest' | 'account';
  loading: boolean;
  /** The last failure, shown next to the list. */
  error?: string;
}

export interface GarageDeps {
  api: ApiClient;
  session: SessionService;
  persisted: PersistedStateService;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The garage could not be changed. Please try again.');

/** Spec §8: "You are now shopping for {year} {make} {model}." */
export const shoppingForText = (v: CurrentVehicle) => `You are now shopping for ${vehicleLabel(v)}.`;

/**
 * The garage of whoever is shopping: guest or account store by session, the list as state, and the
 * bus side of each change (spec §4): the chosen vehicle goes out as `vehicle.changed` when its deepest
 * id changed, deleting the default or clearing the garage clears the current vehicle, and every
 * success or failure is told in a toast.
 */
export class GarageService {
  readonly state$ = new BehaviorSubject<GarageState>({ list: [], kind: 'guest', loading: true });
  private deps: GarageDeps;

  constructor(deps: GarageDeps) {
    this.deps = deps;
  }

  /** The latest props (the shell may hand new ones on update). */
  use(deps: GarageDeps) {
    this.deps = deps;
  }

  private store(): GarageStore {
    const { api, session, persisted } = this.deps;
    return session.user() ? accountGarageStore(api) : guestGarageStore(api, persisted.slot<GarageVehicle[]>(GUEST_GARAGE_SLOT));
  }

  private patch(next: Partial<GarageState>) {
    this.state$.next({ ...this.state$.value, ...next });
  }

  async load(): Promise<void> {
    const store = this.store();
    this.patch({ loading: true, kind: store.kind, error: undefined });
    try {
      this.patch({ list: await store.list(), loading: false });
    } catch (error) {
      this.patch({ loading: false, error: messageOf(error) });
    }
  }

  /** Adds (or re-selects) a vehicle and shops for it. Resolves false when the server refused it. */
  async shopFor(vehicle: CurrentVehicle): Promise<boolean> {
    return this.change(async (store) => {
      const { list, entry } = await store.add(vehicle);
      this.announce(entry, 'Add');
      return list;
    });
  }

  async select(id: string): Promise<boolean> {
    return this.change(async (store) => {
      const list = await store.select(id);
      const entry = list.find((v) => v.id === id);
      if (entry) this.announce(entry, 'Add');
      return list;
    });
  }

  async edit(id: string, vehicle: CurrentVehicle): Promise<boolean> {
    return this.change(async (store) => {
      const list = await store.edit(id, vehicle);
      const current = list.find((v) => v.isDefault);
      if (current && isSameVehicle(current, vehicle)) this.announce(current, 'Edit');
      return list;
    });
  }

  async remove(id: string): Promise<boolean> {
    const wasDefault = this.state$.value.list.find((v) => v.id === id)?.isDefault === true;
    return this.change(async (store) => {
      const list = await store.remove(id);
      if (wasDefault) bus.publish('vehicle.changed', null, 'vehicle');
      return list;
    });
  }

  async clear(): Promise<boolean> {
    return this.change(async (store) => {
      const list = await store.clear();
      bus.publish('vehicle.changed', null, 'vehicle');
      return list;
    });
  }

  private merging?: Promise<void>;

  /**
   * At sign-in the guest garage moves into the account (spec §4 Garage): each guest vehicle not
   * already there (same-vehicle rule) is added; the account's default stays default, or the guest's
   * default becomes it when the account had none. Then the guest list is emptied: nothing is lost.
   * One merge at a time (a sign-in and the first load may both ask); while it runs the list is busy,
   * so no action reaches the account with a guest vehicle's id.
   */
  mergeGuestGarage(): Promise<void> {
    this.merging ??= this.runMerge().finally(() => (this.merging = undefined));
    return this.merging;
  }

  private async runMerge(): Promise<void> {
    const { api, session, persisted } = this.deps;
    if (!session.user()) return;
    const slot = persisted.slot<GarageVehicle[]>(GUEST_GARAGE_SLOT);
    const guest = slot.read() ?? [];
    if (!guest.length) return;
    const account = accountGarageStore(api);
    this.patch({ loading: true, error: undefined });
    try {
      let list = await account.list();
      const hasDefault = list.some((v) => v.isDefault);
      // Oldest first, so the account ends up newest first like the guest list was.
      for (const vehicle of [...guest].reverse()) {
        if (list.some((v) => isSameVehicle(v, vehicle))) continue;
        const makeDefault = !hasDefault && vehicle.isDefault;
        await api.post(GARAGE_API.account, { ...toApiBody(vehicle), isDefault: makeDefault });
      }
      list = await account.list();
      slot.write(undefined);
      this.patch({ list, kind: 'account', loading: false });
    } catch (error) {
      // The guest list stays; the next sign-in or visit tries again.
      console.warn('[vehicle] guest garage not merged', error);
      this.patch({ loading: false });
    }
  }

  private async change(run: (store: GarageStore) => Promise<GarageVehicle[]>): Promise<boolean> {
    const store = this.store();
    this.patch({ loading: true, error: undefined, kind: store.kind });
    try {
      this.patch({ list: await run(store), loading: false });
      return true;
    } catch (error) {
      const message = messageOf(error);
      this.patch({ loading: false, error: message });
      // Spec §8: a failed add shows the server's message as a warning.
      bus.publish('notify', { kind: 'message', level: 'warning', text: message }, 'vehicle');
      return false;
    }
  }

  /** Spec §4: a vehicle whose deepest id changed goes out on the bus; the shopper is told either way. */
  private announce(entry: GarageVehicle, type: 'Add' | 'Edit') {
    const current = bus.latest('vehicle.changed');
    if (current?.attributeValueId !== entry.attributeValueId || type === 'Edit') {
      bus.publish('vehicle.changed', { ...busVehicle(entry), searchType: type, garageId: entry.id }, 'vehicle');
    }
    bus.publish('notify', { kind: 'message', level: 'success', text: shoppingForText(entry) }, 'vehicle');
  }
}

let shared: GarageService | undefined;

/**
 * One garage per page for all of this remote's parcels (page, header widget, dialogs). It follows
 * the session: a sign-in merges the guest garage and reloads, a sign-out reloads the guest one.
 */
export function garageService(deps: GarageDeps): GarageService {
  if (shared) {
    shared.use(deps);
    return shared;
  }
  const service = (shared = new GarageService(deps));
  let signedIn = deps.session.user() !== undefined;
  bus.on('session.changed').subscribe((session) => {
    if (session.signedIn === signedIn) return;
    signedIn = session.signedIn;
    void (signedIn ? service.mergeGuestGarage().then(() => service.load()) : service.load());
  });
  void service.load().then(() => (deps.session.user() ? service.mergeGuestGarage() : undefined));
  return service;
}

/** Tests only. */
export function resetGarageServiceForTests() {
  shared = undefined;
}
