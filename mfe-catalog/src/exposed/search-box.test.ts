import { describe, expect, it } from '@jest/globals';
import * as searchBox from './search-box';

describe('exposed ./search-box', () => {
  it('is a catalog parcel with single-spa lifecycles', () => {
    expect(searchBox.remote).toBe('catalog');
    for (const lifecycle of [searchBox.bootstrap, searchBox.mount, searchBox.unmount, searchBox.update]) expect(typeof lifecycle).toBe('function');
  });
});
