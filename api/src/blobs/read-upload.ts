import type { FastifyRequest } from 'fastify';
import { ApiHttpError, badRequest } from '../http/envelope';

/** The sentences an upload endpoint answers with, all at the field `file`. */
export interface UploadMessages {
  missing: string;
  empty: string;
  tooLarge: string;
  unreadable: string;
}

/** Busboy limits for one file of at most `maxBytes` (one byte more marks it truncated) and a few small fields. */
export const uploadLimits = (maxBytes: number) => ({ fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 });

export const fileError = (message: string) => badRequest(message, [{ field: 'file', message }]);

/**
 * The bytes of the multipart field `file` (the route's plugin registered @fastify/multipart with
 * `uploadLimits`): 1 byte to `maxBytes`, or a 400 at `file` with the endpoint's sentence. The
 * plugin's limit errors are 413s and busboy's parse errors have no status: all become a 400 here.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number, messages: UploadMessages): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(messages.missing);
  let bytes: Buffer;
  try {
    const part = await request.file({ limits: uploadLimits(maxBytes) });
    if (!part) throw fileError(messages.missing);
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw fileError(messages.missing);
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiHttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(messages.tooLarge);
    request.log.info({ code, reason: (error as Error).message }, 'upload refused');
    throw fileError(messages.unreadable);
  }
  if (bytes.length === 0) throw fileError(messages.empty);
  if (bytes.length > maxBytes) throw fileError(messages.tooLarge);
  return bytes;
}
