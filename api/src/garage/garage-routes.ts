import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../accounts/request-account';
import { badRequest, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { AddGarageVehicleBody, EditGarageVehicleBody, GarageVehicleParams, VehicleBody } from './garage-schemas';
import { addVehicle, deleteAllVehicles, deleteVehicle, editVehicle, listVehicles } from './garage-store';
import { availability, garageList, garageVehicle, vehicleRecord } from './garage-view';
import { checkVehicle, mentionsVehicle, parseVin, VEHICLE_INCOMPLETE, type VehicleInput } from './vehicle-check';

const PATH = '/account/buyer/current/garage-vehicle';

/**
 * The garage (spec §3 "Garage vehicle", §4 "Garage", §7 "Garage"): the signed-in buyer's saved
 * vehicles, and the visitor check that lets a guest keep a validated vehicle in browser storage.
 * Always the token's account: no account id is read from the request.
 */
export async function garageRoutes(app: FastifyInstance, { config, database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const answer = async (row: Parameters<typeof garageVehicle>[0]) => garageVehicle(row, (await availability(database, [row])).get(row.id) ?? false, config.publicUrl);
  const list = async (accountId: number) => garageList(database, await listVehicles(database.db, accountId), config.publicUrl);

  r.post(PATH, { schema: { body: AddGarageVehicleBody } }, async (request) => {
    const account = await requestAccount(request, database);
    const body = request.body;
    const vin = parseVin(body.vin);
    const vehicle = await checkVehicle(database, body as VehicleInput);
    return ok(await answer(await addVehicle(database, account.id, vehicle, vin, body.isDefault ?? true)));
  });

  r.put(PATH, { schema: { body: EditGarageVehicleBody } }, async (request) => {
    const account = await requestAccount(request, database);
    const body = request.body;
    const vin = parseVin(body.vin);
    let vehicle;
    if (mentionsVehicle(body as VehicleInput)) {
      if (!body.attributeValueId?.trim()) throw badRequest(VEHICLE_INCOMPLETE, [{ field: 'attributeValueId', message: VEHICLE_INCOMPLETE }]);
      vehicle = await checkVehicle(database, body as VehicleInput);
    }
    return ok(await answer(await editVehicle(database, account.id, body.id, { vehicle, vin, isDefault: body.isDefault })));
  });

  r.get(`${PATH}/list`, async (request) => {
    const account = await requestAccount(request, database);
    return ok(await list(account.id));
  });

  /** Empties the garage (spec §7 "DELETE all"); answers the (empty) list like the other deletes. */
  r.delete(`${PATH}/all`, async (request) => {
    const account = await requestAccount(request, database);
    await deleteAllVehicles(database, account.id);
    return ok(await list(account.id));
  });

  /** Deletes one vehicle and answers the remaining list (default first, then newest). */
  r.delete(`${PATH}/:id`, { schema: { params: GarageVehicleParams } }, async (request) => {
    const account = await requestAccount(request, database);
    await deleteVehicle(database, account.id, request.params.id);
    return ok(await list(account.id));
  });

  /**
   * Visitors (spec §6: their garage is kept locally): checks the vehicle against the taxonomy and
   * answers it spelled out for browser storage. Nothing is stored, with or without a token.
   */
  r.post('/account/public/buyer/garage-vehicle', { schema: { body: VehicleBody } }, async (request) => {
    const vin = parseVin(request.body.vin);
    const vehicle = await checkVehicle(database, request.body as VehicleInput);
    return ok(vehicleRecord(vehicle, vin ?? null, config.publicUrl));
  });
}
