import { checkPhotos, fileSizeText, PHOTO_MAX_BYTES } from './photo-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkPhotos', () => {
  it('takes 1 to 3 JPEG, PNG or WebP photos up to 5 MB', () => {
    expect(checkPhotos([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp', PHOTO_MAX_BYTES)], 3)).toBe(true);
  });

  it('names the first photo that breaks a rule', () => {
    expect(checkPhotos([], 3)).toBe('Please add at least one photo');
    expect(checkPhotos([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg'), file('d.jpg', 'image/jpeg')], 3)).toBe('Please choose at most 3 photos');
    expect(checkPhotos([file('a.jpg', 'image/jpeg'), file('scan.pdf', 'application/pdf')], 3)).toBe('The photo must be a JPEG, PNG or WebP image (scan.pdf)');
    expect(checkPhotos([file('anim.gif', 'image/gif')], 3)).toBe('The photo must be a JPEG, PNG or WebP image (anim.gif)');
    expect(checkPhotos([file('big.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1)], 3)).toBe('The photo must be 5 MB or smaller (big.jpg)');
    expect(checkPhotos([file('zero.png', 'image/png', 0)], 3)).toBe('The photo file is empty (zero.png)');
  });

  it('writes sizes in KB and MB', () => {
    expect(fileSizeText(830 * 1024)).toBe('830 KB');
    expect(fileSizeText(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(fileSizeText(10)).toBe('1 KB');
  });
});
