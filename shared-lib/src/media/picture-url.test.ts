import { describe, expect, it } from '@jest/globals';
import { rasterPictureUrl, withWidth } from './picture-url';

describe('withWidth', () => {
  it('adds or replaces w and keeps other parameters and the fragment', () => {
    expect(withWidth('/a.svg', 360)).toBe('/a.svg?w=360');
    expect(withWidth('/a.svg?v=2', 360)).toBe('/a.svg?v=2&w=360');
    expect(withWidth('/a.svg?w=100&v=2#x', 360)).toBe('/a.svg?v=2&w=360#x');
  });
});

describe('rasterPictureUrl', () => {
  it('asks for the WebP of a generated item picture, logo or tile, keeping the query', () => {
    expect(rasterPictureUrl('http://api.test/item/public/image/item/7/0.svg?w=360')).toBe('http://api.test/item/public/image/item/7/0.webp?w=360');
    expect(rasterPictureUrl('http://api.test/item/public/image/brand/12.svg')).toBe('http://api.test/item/public/image/brand/12.webp');
    expect(rasterPictureUrl('/item/public/image/category/101.svg', 128)).toBe('/item/public/image/category/101.webp?w=128');
  });

  it('sets the width asked for', () => {
    expect(rasterPictureUrl('http://api.test/item/public/image/item/7/2.svg', 224)).toBe('http://api.test/item/public/image/item/7/2.webp?w=224');
  });

  it('leaves every other picture alone', () => {
    for (const url of [
      'http://api.test/infra/public/file/banner/brakes-mobile.svg',
      'http://api.test/item/public/image/vehicle/12.svg?v=3',
      'https://cdn.example/photo.jpg',
      'http://api.test/item/public/image/item/7/0.svgz',
      '',
    ]) {
      expect(rasterPictureUrl(url, 200)).toBe(url);
    }
  });
});
