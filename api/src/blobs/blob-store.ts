import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where binary uploads live (avatars): not in the database, whose embedded engine would carry every
 * byte through the API's event loop. Keys are chosen by the caller and never reused for other bytes
 * (a new upload gets a new key), so a reader never sees a half-written or replaced file and answers
 * can be cached for good. Another implementation (an object store) can stand behind the same interface.
 */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream and their size, or undefined when there is no such blob. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the blob; removing one that is gone is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`not a blob key: ${key}`);
  return key;
}

/**
 * Blobs as files under `dir` (config.blobDir): written to a temporary name and renamed into place, so
 * every API process on the machine sees a file whole or not at all.
 */
export class FileBlobStore implements BlobStore {
  constructor(private readonly dir: string) {}

  private file(key: string) {
    return path.join(this.dir, checkKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${crypto.randomBytes(6).toString('hex')}.partial`;
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, file);
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    try {
      const handle = await fs.promises.open(this.file(key), 'r');
      const { size } = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
