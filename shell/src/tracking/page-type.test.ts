import { describe, expect, it } from '@jest/globals';
import { pageTypeOf } from './start-shell-tracking';

describe('page type of a tracked event (spec §7: mapped from the route patterns)', () => {
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/product/front-brake-pads-123', 'product'],
    ['/brake-pads', 'category'],
    ['/brake-pads/toyota/corolla', 'categoryModel'],
    ['/shopCart', 'shopCart'],
    ['/checkout/shipping', 'checkout'],
    ['/checkout/orderResult', 'orderResult'],
    ['/myAccount/orderHistory', 'orderHistory'],
    ['/blogs/12', 'blogArticle'],
    ['/no/such/page/at/all', 'notFound'],
  ])('%s → %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});
