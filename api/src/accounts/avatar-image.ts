/**
 * Avatar images: PNG, JPEG, WebP or GIF, recognised by their first bytes (the declared type and the
 * file name are not trusted: an SVG or HTML file named avatar.png is refused), 1 byte to 2 MiB.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes start with, or undefined when they are none of the four. */
export function sniffImageType(bytes: Uint8Array): AvatarType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
