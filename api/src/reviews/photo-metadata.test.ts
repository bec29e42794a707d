import { exifPayload, phoneJpeg } from '../test-support/fake-image';
import { exifOrientation, stripJpegMetadata } from './photo-metadata';

const APP1 = 0xe1;

/** The markers of a JPEG's segments up to the scan. */
function markers(bytes: Buffer): number[] {
  const found: number[] = [];
  let at = 2;
  while (at < bytes.length && bytes[at + 1] !== 0xda) {
    found.push(bytes[at + 1]!);
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return found;
}

describe('review photo metadata', () => {
  it('drops Exif, IPTC and comments, keeps the orientation and the picture byte for byte', () => {
    const { bytes, picture } = phoneJpeg(6);
    const out = stripJpegMetadata(bytes)!;
    expect(out.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(markers(out)).toEqual([0xe0, APP1, 0xdb]);
    const text = out.toString('latin1');
    for (const secret of ['37.7749', 'Pixel', 'Rosa', 'Cesar Chavez']) expect(text).not.toContain(secret);
    expect(out.subarray(out.length - picture.length).equals(picture)).toBe(true);
    // The kept Exif says 6 (turned), and nothing else.
    const app1 = out.indexOf(Buffer.from([0xff, APP1]));
    const length = out.readUInt16BE(app1 + 2);
    expect(exifOrientation(out.subarray(app1 + 4, app1 + 2 + length))).toBe(6);
    expect(length).toBeLessThan(40);
  });

  it('adds no Exif when the photo is upright or has none', () => {
    expect(markers(stripJpegMetadata(phoneJpeg(1).bytes)!)).toEqual([0xe0, 0xdb]);
    expect(exifOrientation(exifPayload(3))).toBe(3);
    expect(exifOrientation(Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>', 'latin1'))).toBeUndefined();
  });

  it('refuses bytes whose segments do not add up', () => {
    const { bytes } = phoneJpeg();
    expect(stripJpegMetadata(bytes.subarray(0, 30))).toBeUndefined(); // cut inside a segment
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeUndefined();
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0x00, 0x00]))).toBeUndefined();
    const noScan = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from([0xff, 0xdb, 0x00, 0x04, 1, 2])]);
    expect(stripJpegMetadata(noScan)).toBeUndefined();
  });
});
