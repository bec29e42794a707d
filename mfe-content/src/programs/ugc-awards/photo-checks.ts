/**
 * The photo rules of an award entry, checked in the browser before sending (the API checks them
 * again by the bytes: api/src/programs, blobs/public-photo.ts). Sentences as the API's.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export const PHOTO_CHECK_MESSAGES = {
  missing: 'Please add at least one photo',
  tooMany: (max: number) => `Please choose at most ${max} photos`,
  wrongType: (name: string) => `The photo must be a JPEG, PNG or WebP image (${name})`,
  tooLarge: (name: string) => `The photo must be 5 MB or smaller (${name})`,
  empty: (name: string) => `The photo file is empty (${name})`,
} as const;

/** The first problem with the chosen photos, or true when they can be sent. */
export function checkPhotos(files: ReadonlyArray<Pick<File, 'name' | 'type' | 'size'>>, max: number): true | string {
  if (files.length === 0) return PHOTO_CHECK_MESSAGES.missing;
  if (files.length > max) return PHOTO_CHECK_MESSAGES.tooMany(max);
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_CHECK_MESSAGES.wrongType(file.name);
    if (file.size === 0) return PHOTO_CHECK_MESSAGES.empty(file.name);
    if (file.size > PHOTO_MAX_BYTES) return PHOTO_CHECK_MESSAGES.tooLarge(file.name);
  }
  return true;
}

/** "2.4 MB", "830 KB": a file's size as the form lists it. */
export function fileSizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
