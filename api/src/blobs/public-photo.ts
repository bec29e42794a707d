import { sniffImageType } from '../accounts/avatar-image';
import { stripJpegMetadata } from '../reviews/photo-metadata';

/** A photo shoppers send to be shown in public (review photos, award entries): JPEG, PNG or WebP by its bytes. */
export const PUBLIC_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PublicPhotoType = (typeof PUBLIC_PHOTO_TYPES)[number];

/**
 * The photo as it may be shown: its type recognised from the bytes (the file name and declared type
 * are not trusted) and a JPEG without its location, camera and comments (photo-metadata.ts).
 * `wrongType` for anything else, `damaged` for a JPEG whose segments do not add up.
 */
export function publicPhoto(bytes: Buffer): { bytes: Buffer; contentType: PublicPhotoType } | 'wrongType' | 'damaged' {
  const contentType = sniffImageType(bytes);
  if (!contentType || !(PUBLIC_PHOTO_TYPES as readonly string[]).includes(contentType)) return 'wrongType';
  if (contentType !== 'image/jpeg') return { bytes, contentType: contentType as PublicPhotoType };
  const stripped = stripJpegMetadata(bytes);
  return stripped ? { bytes: stripped, contentType } : 'damaged';
}
