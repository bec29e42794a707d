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

const segment = (marker: number, payload: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);

/** A little-endian Exif block with the orientation and, like a phone's, a GPS note and a camera name. */
export function exifPayload(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from('GPS 37.7749 N 122.4194 W Pixel 8 serial 1234', 'latin1')]);
}

/**
 * A JPEG whose segments add up as a phone writes them: JFIF header, Exif (orientation, GPS, camera),
 * IPTC, a comment, a quantisation table, then the scan (stand-in bytes) and the end marker.
 */
export function phoneJpeg(orientation = 6): { bytes: Buffer; picture: Buffer } {
  const picture = Buffer.concat([
    segment(0xdb, Buffer.alloc(65, 3)), // DQT
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])), // SOS header
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]), // scan data with a stuffed byte and a restart marker
    Buffer.from([0xff, 0xd9]), // EOI
  ]);
  const bytes = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, exifPayload(orientation)),
    segment(0xed, Buffer.from('Photoshop 3.0\0 byline Rosa', 'latin1')),
    segment(0xfe, Buffer.from('Shot at 500 E Cesar Chavez St', 'latin1')),
    picture,
  ]);
  return { bytes, picture };
}
