/** Bytes that start like the image format and are padded to `size` (upload endpoints check the signature, not the pixels). */
export function fakeImage(kind: 'png' | 'jpeg' | 'gif' | 'webp', size = 64): Uint8Array {
  const head = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    gif: [...Buffer.from('GIF89a')],
    webp: [...Buffer.from('RIFF'), 0x10, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
  }[kind];
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let i = head.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
}
