import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../accounts/request-account';
import { publicPhoto } from '../blobs/public-photo';
import { fileError, readUploadedFile, uploadLimits } from '../blobs/read-upload';
import { notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { reviewPhotoPath, rowsOf } from './review-store';

/** A photo is a JPEG, PNG or WebP of at most 5 MiB, recognised by its bytes (name and declared type are not trusted). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Uploaded photos no review holds yet, per buyer: enough for a few reviews in the making, not a free file store. */
export const PENDING_PHOTOS_MAX = 9;

export const PHOTO_MESSAGES = {
  missing: 'Please choose a photo to upload',
  empty: 'The photo file is empty',
  tooLarge: 'The photo must be 5 MB or smaller',
  wrongType: 'The photo must be a JPEG, PNG or WebP image',
  damaged: 'The photo could not be read. Please choose another JPEG, PNG or WebP image',
  unreadable: 'The upload could not be read. Please try again',
  tooMany: 'You have uploaded several photos that are not on a review yet. Send your review with them, then add more.',
  notFound: 'No such review photo',
} as const;

const PhotoParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) });

/**
 * Review photos: uploaded one at a time before the review is sent (multipart, file field `file`;
 * the parser is registered in this plugin only, as for avatars), attached by `POST /item/buyer/review`,
 * and public only once a review holds them. The bytes are in the blob store, the row in `review_photo`.
 */
export async function reviewPhotoRoutes(app: FastifyInstance, { database, blobs, config }: RouteDeps) {
  await app.register(multipart, { limits: uploadLimits(PHOTO_MAX_BYTES), throwFileSizeLimit: true });
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/item/buyer/review/photo', async (request) => {
    const account = await requestAccount(request, database);
    // The photo is public: checked by its bytes, a JPEG's location, camera and comments go (blobs/public-photo.ts).
    const photo = publicPhoto(await readUploadedFile(request, PHOTO_MAX_BYTES, PHOTO_MESSAGES));
    if (typeof photo === 'string') throw fileError(PHOTO_MESSAGES[photo]);
    const { bytes, contentType } = photo;

    const id = crypto.randomUUID();
    const key = `review-photos/${account.id}/${id}`;
    await blobs.put(key, bytes);
    try {
      await database.db.transaction(async (tx) => {
        // The account's row lock: two uploads at once cannot both take the last pending place.
        await tx.execute(sql`select id from account where id = ${account.id} for update`);
        const [pending] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from review_photo where account_id = ${account.id} and review_id is null`);
        if (pending!.n >= PENDING_PHOTOS_MAX) throw fileError(PHOTO_MESSAGES.tooMany);
        await tx.execute(sql`insert into review_photo (id, account_id, content_type, blob_key, byte_size) values (${id}, ${account.id}, ${contentType}, ${key}, ${bytes.length})`);
      });
    } catch (error) {
      await blobs.remove(key);
      throw error;
    }
    return ok({ id, url: `${config.publicUrl}${reviewPhotoPath(id)}` });
  });

  r.get('/item/public/buyer/review/photo/:id', { schema: { params: PhotoParams } }, async (request, reply) => {
    const [photo] = await rowsOf<{ contentType: string; blobKey: string }>(
      database.db,
      sql`select content_type as "contentType", blob_key as "blobKey" from review_photo where id = ${request.params.id} and review_id is not null`,
    );
    const blob = photo ? await blobs.open(photo.blobKey) : undefined;
    if (!photo || !blob) throw notFound(PHOTO_MESSAGES.notFound);
    // A photo's bytes never change under its id.
    return reply
      .header('content-type', photo.contentType)
      .header('content-length', String(blob.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(blob.stream);
  });
}
