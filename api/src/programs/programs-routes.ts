import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ugcAwardEntries, ugcAwardPhotos } from '../db/schema';
import { publicPhoto } from '../blobs/public-photo';
import { badRequest, ok, type FieldError } from '../http/envelope';
import { limitKey } from '../limits/limit';
import { sendTooMany, waitText } from '../limits/too-many';
import { sendDevMail } from '../mail/dev-mailbox';
import { PHOTO_MESSAGES } from '../reviews/review-photo-routes';
import type { RouteDeps } from '../routes';
import { entryFormLimits, readEntryForm } from './read-entry-form';
import { guideVideoRoutes } from './guide-video-routes';
import { UGC_CATEGORIES, UGC_JUDGING, UGC_PRIZES, UGC_RULES, ugcSeason } from './ugc-awards';
import { checkEntryText, UGC_ENTRY_LIMITS, UGC_ENTRY_MESSAGES } from './ugc-entry-rules';

export const UGC_AWARDS_PATH = '/infra/public/ugc-awards';
export const UGC_ENTRY_PATH = '/infra/public/ugc-awards/entry';

export const ENTRY_RECEIVED = 'Thanks! Your entry is in. We have sent a confirmation to your email, and the judges will read it after entries close.';
export const UGC_ENTRY_MESSAGE = 'ugc award entry email';
export const tooManyEntriesMessage = (retryAfterSeconds: number) => `Too many entries from your network. Please try again in ${waitText(retryAfterSeconds)}.`;

/**
 * The programme pages' API (spec §2 info pages /ugc-awards, /ugc-awards/submit, /guidevideo;
 * spec §7 has no path for them, so they follow its content paths under /infra/public).
 */
export async function programsRoutes(app: FastifyInstance, { config, database, blobs, limits }: RouteDeps) {
  // The multipart parser for this plugin only (as review photos and avatars).
  await app.register(multipart, { limits: entryFormLimits, throwFileSizeLimit: true });

  app.get(UGC_AWARDS_PATH, async () =>
    ok({
      season: ugcSeason(new Date().getUTCFullYear()),
      categories: UGC_CATEGORIES,
      prizes: UGC_PRIZES,
      judging: UGC_JUDGING,
      rules: UGC_RULES,
      limits: UGC_ENTRY_LIMITS,
    }),
  );

  app.post(UGC_ENTRY_PATH, async (request, reply) => {
    const { fields, photos } = await readEntryForm(request);
    const checked = checkEntryText(fields);
    const errors: FieldError[] = 'errors' in checked ? [...checked.errors] : [];
    const accepted = photos.map((photo) => ({ name: photo.name, checked: publicPhoto(photo.bytes) }));
    const refused = accepted.find((p) => typeof p.checked === 'string');
    if (photos.length === 0) errors.push({ field: 'photos', message: UGC_ENTRY_MESSAGES.photosMissing });
    else if (refused) errors.push({ field: 'photos', message: `${PHOTO_MESSAGES[refused.checked as 'wrongType' | 'damaged']} (${refused.name})` });
    if (errors.length || 'errors' in checked) throw badRequest(errors[0]!.message, errors);

    // Only a well-formed entry counts against the limit: a wrong file costs nothing.
    const taken = await limits.ugcEntryIp.hit(limitKey('ugc-entry', request.clientIp));
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManyEntriesMessage(taken.retryAfterSeconds));

    const entryId = crypto.randomUUID();
    const stored = accepted.map((p, i) => {
      const photo = p.checked as Exclude<typeof p.checked, string>;
      const id = crypto.randomUUID();
      return { id, entryId, position: i + 1, contentType: photo.contentType, blobKey: `ugc-award-photos/${entryId}/${id}`, byteSize: photo.bytes.length, bytes: photo.bytes };
    });
    // Bytes first, then the rows in one transaction; if either fails, the blobs go again: no half entry.
    try {
      for (const photo of stored) await blobs.put(photo.blobKey, photo.bytes);
      await database.db.transaction(async (tx) => {
        await tx.insert(ugcAwardEntries).values({ id: entryId, year: new Date().getUTCFullYear(), ...checked.value, consentAt: new Date() });
        await tx.insert(ugcAwardPhotos).values(stored.map(({ bytes: _bytes, ...row }) => row));
      });
    } catch (error) {
      await Promise.all(stored.map((photo) => blobs.remove(photo.blobKey)));
      throw error;
    }
    sendDevMail(request, config, UGC_ENTRY_MESSAGE, { email: checked.value.email, entryId, category: checked.value.category });
    return ok({ entryId, message: ENTRY_RECEIVED });
  });

  await app.register(guideVideoRoutes, { config });
}
