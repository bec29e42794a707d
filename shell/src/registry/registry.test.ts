import { describe, expect, it } from '@jest/globals';
import { parseRegistry } from './registry';

describe('parseRegistry', () => {
  it('keeps known remotes with http(s) URLs and reports the rest', () => {
    const { registry, problems } = parseRegistry({
      catalog: 'http://localhost:4101/mf-manifest.json',
      'cart-checkout': 'https://cdn.example/cart/mf-manifest.json',
      shop: 'http://localhost:1/mf-manifest.json',
      content: 'not a url',
    });
    expect(registry).toEqual({
      catalog: 'http://localhost:4101/mf-manifest.json',
      'cart-checkout': 'https://cdn.example/cart/mf-manifest.json',
    });
    expect(problems).toEqual(['unknown remote "shop"', 'remote "content" has no valid URL']);
  });

  it('rejects a registry that is not an object', () => {
    expect(parseRegistry(['x']).problems).toEqual(['registry is not a JSON object']);
  });
});
