import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { fileError, readUploadedFile, uploadLimits } from '../blobs/read-upload';
import { ApiHttpError, notFound, ok } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { setAvatarUrl } from './account-store';
import { userData } from './account-view';
import { AVATAR_MAX_BYTES, sniffImageType } from './avatar-image';
import { avatarPath, findAvatar, newAvatarKey, saveAvatar } from './avatar-store';
import { requestAccount } from './request-account';

export const AVATAR_MISSING = 'Please choose an image to upload';
export const AVATAR_EMPTY = 'The image file is empty';
export const AVATAR_TOO_LARGE = 'The image must be 2 MB or smaller';
export const AVATAR_WRONG_TYPE = 'The image must be a PNG, JPEG, WebP or GIF file';
export const AVATAR_UNREADABLE = 'The upload could not be read. Please try again';
export const AVATAR_NOT_FOUND = 'This account has no avatar';


const AvatarParams = Type.Object({ accountId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const AvatarQuery = Type.Object({ v: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) });

/**
 * Avatar upload (multipart/form-data, file field `file`) and the public image. The multipart parser
 * is registered in this plugin only: every other route keeps its JSON handling (a multipart body
 * elsewhere is still a 415). The image's bytes are in the blob store, its type and version in the
 * database; one per account, replaced on upload.
 */
export async function avatarRoutes(app: FastifyInstance, { blobs, config, database }: AccountDeps) {
  await app.register(multipart, { limits: uploadLimits(AVATAR_MAX_BYTES), throwFileSizeLimit: true });
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/account/buyer/account/avatar', async (request) => {
    const account = await requestAccount(request, database);
    const bytes = await readUploadedFile(request, AVATAR_MAX_BYTES, { missing: AVATAR_MISSING, empty: AVATAR_EMPTY, tooLarge: AVATAR_TOO_LARGE, unreadable: AVATAR_UNREADABLE });
    const contentType = sniffImageType(bytes);
    if (!contentType) throw fileError(AVATAR_WRONG_TYPE);

    // The bytes first, under a key of their own; the row points at them in one transaction; the
    // blob of the avatar before goes once that is committed (a failed change removes the new one).
    const key = newAvatarKey(account.id);
    await blobs.put(key, bytes);
    const saved = await database.db
      .transaction(async (tx) => {
        const { version, previousKey } = await saveAvatar(tx, account.id, contentType, key, bytes.length);
        const row = await setAvatarUrl(tx, account.id, avatarPath(account.id, version));
        if (!row) throw new ApiHttpError(401, 'Login is invalid. Please log in again');
        return { row, previousKey };
      })
      .catch(async (error: unknown) => {
        await blobs.remove(key);
        throw error;
      });
    if (saved.previousKey) await blobs.remove(saved.previousKey).catch((error: unknown) => request.log.warn({ err: error }, 'old avatar not removed'));
    return ok(userData(saved.row, config.publicUrl));
  });

  r.get('/account/public/buyer/account/avatar/:accountId', { schema: { params: AvatarParams, querystring: AvatarQuery } }, async (request, reply) => {
    const avatar = await findAvatar(database, request.params.accountId);
    const blob = avatar ? await blobs.open(avatar.blobKey) : undefined;
    if (!avatar || !blob) throw notFound(AVATAR_NOT_FOUND);
    // The URL of the current version never changes meaning: cache it for a year. Another `v` is an old link.
    const current = request.query.v === avatar.version;
    return reply
      .header('content-type', avatar.contentType)
      .header('content-length', String(blob.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=60')
      .send(blob.stream);
  });
}
