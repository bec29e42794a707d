import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../accounts/request-account';
import { badRequest, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { ADDRESS_FIELDS, validateAddress, type NormalisedAddress } from './address-rules';
import { AddAddressBody, AddressParams, EditAddressBody } from './address-schemas';
import { addAddress, deleteAddress, editAddress, listAddresses } from './address-store';
import { addressFields, savedAddress } from './address-view';

const PATH = '/account/buyer/current/address';

/** The address, checked and normalised, or a 400 naming every field that breaks a rule. */
function checked(input: unknown): NormalisedAddress {
  const result = validateAddress(input);
  if ('errors' in result) throw badRequest(`${result.errors[0]!.field} ${result.errors[0]!.message}`, result.errors);
  return result.value;
}

/**
 * The buyer's address book (spec §7 Addresses; fields of spec §3 Country configs). Always the token's
 * account: no account id is read from the request.
 */
export async function addressRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const list = async (accountId: number) => (await listAddresses(database.db, accountId)).map(savedAddress);

  r.post(PATH, { schema: { body: AddAddressBody } }, async (request) => {
    const account = await requestAccount(request, database);
    const address = checked(request.body);
    return ok(savedAddress(await addAddress(database, account.id, address, request.body.isDefault === true)));
  });

  r.put(PATH, { schema: { body: EditAddressBody } }, async (request) => {
    const account = await requestAccount(request, database);
    const body = request.body as Record<string, unknown>;
    const merge = (saved: Parameters<typeof addressFields>[0]) => {
      const fields: Record<string, unknown> = { ...addressFields(saved) };
      for (const field of ADDRESS_FIELDS) if (body[field] !== undefined) fields[field] = body[field];
      return checked(fields);
    };
    return ok(savedAddress(await editAddress(database, account.id, request.body.id, merge, request.body.isDefault)));
  });

  r.get(`${PATH}/list`, async (request) => {
    const account = await requestAccount(request, database);
    return ok(await list(account.id));
  });

  /** Deletes one address and answers the remaining list (default first, then newest). */
  r.delete(`${PATH}/:id`, { schema: { params: AddressParams } }, async (request) => {
    const account = await requestAccount(request, database);
    await deleteAddress(database, account.id, request.params.id);
    return ok(await list(account.id));
  });
}
