/**
 * What a phone writes into a JPEG besides the picture: Exif (GPS position, camera serial, time), XMP,
 * IPTC and comments. A review photo is public, so those segments go; only the orientation is kept
 * (as a minimal Exif block of its own), or a portrait photo would show on its side. The picture's own
 * segments (quantisation, Huffman tables, frame, colour profile, scan) are copied byte for byte: no
 * re-encoding, no quality loss. PNG and WebP photos are kept as sent (phones write JPEG).
 */

const SOI = 0xd8;
const SOS = 0xda;
const APP1 = 0xe1;
const APP13 = 0xed;
const COM = 0xfe;
const ORIENTATION_TAG = 0x0112;

/** The Exif orientation (1–8) of an APP1 payload, if it is Exif and has one. */
export function exifOrientation(payload: Uint8Array): number | undefined {
  const head = Buffer.from(payload.subarray(0, 6)).toString('latin1');
  if (head !== 'Exif\0\0' || payload.length < 14) return undefined;
  const tiff = Buffer.from(payload.subarray(6));
  const little = tiff.toString('latin1', 0, 2) === 'II';
  if (!little && tiff.toString('latin1', 0, 2) !== 'MM') return undefined;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment holding only the orientation (big-endian TIFF, one IFD entry). */
function orientationSegment(orientation: number): Buffer {
  const payload = Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]), // "MM", 42, IFD0 at 8
    Buffer.from([0x00, 0x01]), // one entry
    Buffer.from([0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00]), // Orientation, SHORT, 1, value
    Buffer.from([0x00, 0x00, 0x00, 0x00]), // no next IFD
  ]);
  const length = payload.length + 2;
  return Buffer.concat([Buffer.from([0xff, APP1, length >> 8, length & 0xff]), payload]);
}

/**
 * The JPEG without its metadata segments (see above), or undefined when its segments do not add up
 * (not a JPEG this shop can vouch for: the upload is refused).
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return undefined;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation: number | undefined;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    while (bytes[at + 1] === 0xff) at++; // fill bytes
    const marker = bytes[at + 1];
    if (marker === undefined) return undefined;
    // Markers without a length (restart, TEM) stand alone.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length || end < at + 4) return undefined;
    if (marker === SOS) {
      kept.push(bytes.subarray(at)); // the scan and everything after it: the picture itself
      break;
    }
    if (marker === APP1) orientation ??= exifOrientation(bytes.subarray(at + 4, end));
    else if (marker !== APP13 && marker !== COM) kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (at >= bytes.length) return undefined; // no scan: no picture
  // The orientation goes right after the start marker and any JFIF header (APP0), where readers look for it.
  const afterApp0 = kept[1] && kept[1][1] === 0xe0 ? 2 : 1;
  if (orientation && orientation !== 1) kept.splice(afterApp0, 0, orientationSegment(orientation));
  return Buffer.concat(kept);
}
