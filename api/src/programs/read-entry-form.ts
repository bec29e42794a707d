import type { FastifyRequest } from 'fastify';
import { ApiHttpError, badRequest } from '../http/envelope';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../reviews/review-photo-routes';
import { UGC_ENTRY_LIMITS, UGC_ENTRY_MESSAGES, type UgcEntryInput } from './ugc-entry-rules';

/** An uploaded photo as sent: its bytes and the file name (for messages only; never trusted for the type). */
export interface SentPhoto {
  bytes: Buffer;
  name: string;
}

const TEXT_FIELDS = ['name', 'email', 'category', 'title', 'story', 'consent'] as const;
/** Busboy limits of the entry form: the text fields, at most 3 photos of at most 5 MiB (one byte more marks a photo truncated). */
export const entryFormLimits = { fileSize: PHOTO_MAX_BYTES, files: UGC_ENTRY_LIMITS.photosMax, fields: 10, fieldSize: 16 * 1024, parts: 16, headerPairs: 100 };

const photosError = (message: string) => badRequest(message, [{ field: 'photos', message }]);

/**
 * The award entry's multipart body (text fields and `photos` files, read in one pass). A photo too
 * large, more than 3 photos, or a body that does not parse: a 400, never a 413 or a 500, and nothing
 * stored (the route writes only after this returns).
 */
export async function readEntryForm(request: FastifyRequest): Promise<{ fields: UgcEntryInput; photos: SentPhoto[] }> {
  if (!request.isMultipart()) throw badRequest(PHOTO_MESSAGES.unreadable);
  const fields: UgcEntryInput = {};
  const photos: SentPhoto[] = [];
  try {
    for await (const part of request.parts({ limits: entryFormLimits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') {
          part.file.resume();
          throw badRequest(PHOTO_MESSAGES.unreadable);
        }
        const bytes = await part.toBuffer();
        // A file input left empty still sends a part with no name and no bytes.
        if (bytes.length === 0 && !part.filename) continue;
        if (bytes.length === 0) throw photosError(`${PHOTO_MESSAGES.empty} (${shortName(part.filename)})`);
        photos.push({ bytes, name: shortName(part.filename) });
      } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`, [{ field: part.fieldname, message: 'This is too long' }]);
        fields[part.fieldname as keyof UgcEntryInput] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiHttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photosError(PHOTO_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw photosError(UGC_ENTRY_MESSAGES.photosTooMany);
    request.log.info({ code, reason: (error as Error).message }, 'award entry upload refused');
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
  return { fields, photos };
}

/** A file name fit for a message: its last path segment, at most 60 characters. */
function shortName(filename: string | undefined): string {
  const name = (filename ?? '').split(/[\\/]/).pop()!.trim() || 'photo';
  return name.length > 60 ? `${name.slice(0, 57)}…` : name;
}
