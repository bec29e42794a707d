import { and, count, desc, eq, ne } from 'drizzle-orm';
import { lockAccount } from '../accounts/account-store';
import type { Executor } from '../accounts/executor';
import type { Database } from '../db/client';
import { garageVehicles } from '../db/schema';
import { LOGIN_INVALID } from '../http/auth';
import { ApiHttpError, badRequest, notFound } from '../http/envelope';
import type { GarageRow } from './garage-view';
import type { VehicleSnapshot } from './vehicle-check';

/** Spec §4 "Garage", account side. Every change runs in one transaction holding the account row's lock. */
export const GARAGE_MAX_VEHICLES = 20;
export const GARAGE_FULL = `Your garage can hold up to ${GARAGE_MAX_VEHICLES} vehicles. Please delete one before adding another`;
export const NOT_IN_GARAGE = 'This vehicle is not in your garage';

const mine = (accountId: number) => eq(garageVehicles.accountId, accountId);

/** Changes to one account's garage run one at a time (count, default and dedup checks stay true). */
async function inGarageTransaction<T>(database: Database, accountId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, accountId))) throw new ApiHttpError(401, LOGIN_INVALID);
    return work(tx);
  });
}

/** No vehicle of the account is default any more (except `keepId`, if given). */
async function clearDefault(tx: Executor, accountId: number, keepId?: number) {
  const where = keepId === undefined ? and(mine(accountId), eq(garageVehicles.isDefault, true)) : and(mine(accountId), eq(garageVehicles.isDefault, true), ne(garageVehicles.id, keepId));
  await tx.update(garageVehicles).set({ isDefault: false }).where(where);
}

/**
 * Adds a vehicle; one already saved with the same deepest node is updated instead (no duplicate).
 * `makeDefault` (true unless the request said isDefault: false) makes it the one default.
 * `vin`: undefined or null keeps what a saved twin has.
 */
export async function addVehicle(database: Database, accountId: number, vehicle: VehicleSnapshot, vin: string | null | undefined, makeDefault: boolean): Promise<GarageRow> {
  return inGarageTransaction(database, accountId, async (tx) => {
    const [existing] = await tx
      .select()
      .from(garageVehicles)
      .where(and(mine(accountId), eq(garageVehicles.attributeValueId, vehicle.attributeValueId)))
      .limit(1);
    if (!existing) {
      const [{ n }] = (await tx.select({ n: count() }).from(garageVehicles).where(mine(accountId))) as [{ n: number }];
      if (Number(n) >= GARAGE_MAX_VEHICLES) throw badRequest(GARAGE_FULL, [{ field: 'attributeValueId', message: GARAGE_FULL }]);
    }
    if (makeDefault) await clearDefault(tx, accountId);
    const now = new Date();
    if (existing) {
      const rows = await tx
        .update(garageVehicles)
        .set({ ...vehicle, vin: vin ?? existing.vin, isDefault: makeDefault || existing.isDefault, updatedAt: now })
        .where(eq(garageVehicles.id, existing.id))
        .returning();
      return rows[0]!;
    }
    const rows = await tx
      .insert(garageVehicles)
      .values({ ...vehicle, accountId, vin: vin ?? null, isDefault: makeDefault, createdAt: now, updatedAt: now })
      .returning();
    return rows[0]!;
  });
}

export interface VehicleEdit {
  /** The new vehicle, when it changes. */
  vehicle?: VehicleSnapshot;
  /** undefined keeps, null removes. */
  vin?: string | null;
  /** true makes it the one default, false leaves the garage without one; undefined keeps. */
  isDefault?: boolean;
}

/**
 * Edits a saved vehicle. When the new vehicle is already saved under another id, that one is updated
 * and the edited one removed (spec §4: editing when the same deepest id exists updates it); the
 * answer is then the surviving vehicle. A default edited stays default unless isDefault says otherwise.
 */
export async function editVehicle(database: Database, accountId: number, id: number, edit: VehicleEdit): Promise<GarageRow> {
  return inGarageTransaction(database, accountId, async (tx) => {
    const [row] = await tx.select().from(garageVehicles).where(and(mine(accountId), eq(garageVehicles.id, id))).limit(1);
    if (!row) throw notFound(NOT_IN_GARAGE);
    let target = row;
    if (edit.vehicle && edit.vehicle.attributeValueId !== row.attributeValueId) {
      const [twin] = await tx
        .select()
        .from(garageVehicles)
        .where(and(mine(accountId), eq(garageVehicles.attributeValueId, edit.vehicle.attributeValueId)))
        .limit(1);
      if (twin) {
        await tx.delete(garageVehicles).where(eq(garageVehicles.id, row.id));
        target = twin;
      }
    }
    const isDefault = edit.isDefault ?? (row.isDefault || target.isDefault);
    if (isDefault) await clearDefault(tx, accountId, target.id);
    const rows = await tx
      .update(garageVehicles)
      .set({
        ...(edit.vehicle ?? {}),
        vin: edit.vin === undefined ? (target.vin ?? row.vin) : edit.vin,
        isDefault,
        updatedAt: new Date(),
      })
      .where(eq(garageVehicles.id, target.id))
      .returning();
    return rows[0]!;
  });
}

/** Default first, then newest first. */
export async function listVehicles(executor: Executor, accountId: number): Promise<GarageRow[]> {
  return executor
    .select()
    .from(garageVehicles)
    .where(mine(accountId))
    .orderBy(desc(garageVehicles.isDefault), desc(garageVehicles.createdAt), desc(garageVehicles.id));
}

/** Deletes one vehicle (404 when the account has no such vehicle). Deleting the default leaves none default. */
export async function deleteVehicle(database: Database, accountId: number, id: number): Promise<void> {
  const db: Executor = database.db;
  const rows = await db.delete(garageVehicles).where(and(mine(accountId), eq(garageVehicles.id, id))).returning({ id: garageVehicles.id });
  if (rows.length === 0) throw notFound(NOT_IN_GARAGE);
}

/** Empties the account's garage; the number of vehicles removed. */
export async function deleteAllVehicles(database: Database, accountId: number): Promise<number> {
  const db: Executor = database.db;
  const rows = await db.delete(garageVehicles).where(mine(accountId)).returning({ id: garageVehicles.id });
  return rows.length;
}
