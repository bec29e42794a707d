import { NOINDEX_SHOP_ID, isNoindexShop } from './noindex-shop';

describe('isNoindexShop', () => {
  it('marks shop 2023 noindex', () => {
    expect(NOINDEX_SHOP_ID).toBe(2023);
    expect(isNoindexShop(2023)).toBe(true);
    expect(isNoindexShop('2023')).toBe(true);
    expect(isNoindexShop(' 2023 ')).toBe(true);
  });

  it.each([2022, '2022', 0, '', '  ', null, undefined, NaN, 20230, '2023abc'])('leaves shop %p indexable', (id) => {
    expect(isNoindexShop(id)).toBe(false);
  });
});
