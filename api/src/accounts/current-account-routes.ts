import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError, badRequest, ok, type FieldError } from '../http/envelope';
import { LOGIN_INVALID } from '../http/auth';
import type { AccountDeps } from './account-deps';
import { UpdateCurrentBody } from './account-schemas';
import { updateProfile, type ProfilePatch } from './account-store';
import { userData } from './account-view';
import { checkName, checkZipCode } from './profile-rules';
import { requestAccount } from './request-account';

/** The signed-in buyer's own record. Always the token's account: no id is read from the request. */
export async function currentAccountRoutes(app: FastifyInstance, { config, database }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/account/buyer/account/current', async (request) => {
    return ok(userData(await requestAccount(request, database), config.publicUrl));
  });

  /** Updates first name, last name and postal code (any subset; the code per the request's market). */
  r.put('/account/buyer/account/current', { schema: { body: UpdateCurrentBody } }, async (request) => {
    const body = request.body;
    const patch: ProfilePatch = {};
    const fieldErrors: FieldError[] = [];
    for (const field of ['firstName', 'lastName'] as const) {
      if (body[field] === undefined) continue;
      const checked = checkName(body[field], field);
      if ('error' in checked) fieldErrors.push(checked.error);
      else patch[field] = checked.value;
    }
    if (body.zipCode !== undefined) {
      const checked = checkZipCode(body.zipCode, request.shopId);
      if ('error' in checked) fieldErrors.push(checked.error);
      else patch.zipCode = checked.value;
    }
    if (fieldErrors.length) throw badRequest(fieldErrors[0]!.message, fieldErrors);
    if (Object.keys(patch).length === 0) return ok(userData(await requestAccount(request, database), config.publicUrl));
    const updated = await updateProfile(database, request.accountId!, patch);
    if (!updated) throw new ApiHttpError(401, LOGIN_INVALID);
    return ok(userData(updated, config.publicUrl));
  });
}
