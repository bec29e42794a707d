import { describe, expect, it } from '@jest/globals';
import { imageSource, mediaSource, parseImageSize, responsiveImage, withWidth } from './image-source';

const URL_ = 'http://api.test/item/public/image/item/7/0.svg';

describe('parseImageSize', () => {
  it('reads "WxH"', () => {
    expect(parseImageSize('1600x1600')).toEqual({ width: 1600, height: 1600 });
    expect(parseImageSize(' 1200 X 900 ')).toEqual({ width: 1200, height: 900 });
    expect(parseImageSize('800×600')).toEqual({ width: 800, height: 600 });
  });

  it('gives undefined for anything else', () => {
    for (const size of ['unknown', '', '1600', '1600x', 'x1600', '0x100', '12.5x100', '-1x5', undefined, null]) {
      expect(parseImageSize(size)).toBeUndefined();
    }
  });
});

describe('imageSource (spec §5: above 6000 or unparsable → original)', () => {
  it('asks for the 360 px mobile thumbnail of a square image', () => {
    expect(imageSource(URL_, 1600, 1600, 'thumbnail')).toBe(`${URL_}?w=360`);
  });

  it('asks for 375 px on mobile and 1200 px on desktop', () => {
    expect(imageSource(URL_, 1600, 1600, 'mobile')).toBe(`${URL_}?w=375`);
    expect(imageSource(URL_, 1600, 1600, 'desktop')).toBe(`${URL_}?w=1200`);
  });

  it('shows the original when a dimension is above 6000', () => {
    expect(imageSource(URL_, 8000, 8000, 'thumbnail')).toBe(URL_);
    expect(imageSource(URL_, 1600, 6001, 'desktop')).toBe(URL_);
    expect(imageSource(URL_, 6001, 1600, 'mobile')).toBe(URL_);
  });

  it('still resizes at exactly 6000', () => {
    expect(imageSource(URL_, 6000, 6000, 'desktop')).toBe(`${URL_}?w=1200`);
  });

  it('shows the original when the size is unknown or not a whole positive number', () => {
    expect(imageSource(URL_, undefined, undefined, 'thumbnail')).toBe(URL_);
    expect(imageSource(URL_, 1600, undefined, 'thumbnail')).toBe(URL_);
    expect(imageSource(URL_, NaN, 1600, 'desktop')).toBe(URL_);
    expect(imageSource(URL_, 1600.5, 1600, 'desktop')).toBe(URL_);
    expect(imageSource(URL_, 0, 1600, 'desktop')).toBe(URL_);
    expect(imageSource(URL_, Infinity, 1600, 'desktop')).toBe(URL_);
    expect(mediaSource({ url: URL_, size: 'unknown' }, 'thumbnail')).toBe(URL_);
    expect(mediaSource({ url: URL_ }, 'thumbnail')).toBe(URL_);
  });

  it('never enlarges: an original narrower than the rendition is shown as it is', () => {
    expect(imageSource(URL_, 1000, 1000, 'desktop')).toBe(URL_);
    expect(imageSource(URL_, 1000, 1000, 'mobile')).toBe(`${URL_}?w=375`);
    expect(imageSource(URL_, 360, 360, 'thumbnail')).toBe(URL_);
    expect(imageSource(URL_, 200, 200, 'thumbnail')).toBe(URL_);
  });

  it('fits a tall image in the 360×360 thumbnail box, but never narrower than 250 px', () => {
    expect(imageSource(URL_, 1200, 1600, 'thumbnail')).toBe(`${URL_}?w=270`);
    expect(imageSource(URL_, 1000, 4000, 'thumbnail')).toBe(`${URL_}?w=250`);
    expect(imageSource(URL_, 1600, 900, 'thumbnail')).toBe(`${URL_}?w=360`);
  });

  it('keeps an empty URL empty', () => {
    expect(imageSource('', 1600, 1600, 'desktop')).toBe('');
  });
});

describe('withWidth', () => {
  it('adds or replaces w and keeps other parameters and the fragment', () => {
    expect(withWidth('/a.svg', 360)).toBe('/a.svg?w=360');
    expect(withWidth('/a.svg?v=2', 360)).toBe('/a.svg?v=2&w=360');
    expect(withWidth('/a.svg?w=100&v=2#x', 360)).toBe('/a.svg?v=2&w=360#x');
  });
});

describe('responsiveImage', () => {
  it('offers the mobile and desktop renditions', () => {
    expect(responsiveImage({ url: URL_, size: '1600x1600' })).toEqual({
      src: `${URL_}?w=1200`,
      srcSet: `${URL_}?w=375 375w, ${URL_}?w=1200 1200w`,
      width: 1600,
      height: 1600,
    });
  });

  it('offers the original as the large candidate when it is narrower than 1200', () => {
    expect(responsiveImage({ url: URL_, size: '1000x800' })).toEqual({ src: URL_, srcSet: `${URL_}?w=375 375w, ${URL_} 1000w`, width: 1000, height: 800 });
  });

  it('shows only the original for an oversized or unparsable image, reserving a square', () => {
    expect(responsiveImage({ url: URL_, size: '8000x8000' })).toEqual({ src: URL_, width: 1, height: 1 });
    expect(responsiveImage({ url: URL_, size: 'unknown' })).toEqual({ src: URL_, width: 1, height: 1 });
  });
});
