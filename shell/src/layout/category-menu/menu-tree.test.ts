import { describe, expect, it } from '@jest/globals';
import { MENU_MAX_CHILDREN, menuOf } from './menu-tree';

describe('the category menu from the tree', () => {
  it('keeps two levels in the tree order, names and /[urlHandle] links only', () => {
    const tree = [
      { id: 2, name: 'Brakes', urlHandle: 'brakes', sort: 2, children: [{ id: 21, name: 'Brake Pads', urlHandle: 'brake-pads', children: [{ name: 'deeper', urlHandle: 'deeper' }] }] },
      { id: 1, name: 'Lighting', urlHandle: 'Lighting', sort: 1, seo: { title: 'x' }, children: [] },
    ];
    expect(menuOf(tree)).toEqual([
      { name: 'Lighting', href: '/lighting', children: [] },
      { name: 'Brakes', href: '/brakes', children: [{ name: 'Brake Pads', href: '/brake-pads' }] },
    ]);
  });

  it('leaves out nodes without a usable name or handle, and caps the categories per department', () => {
    const many = Array.from({ length: MENU_MAX_CHILDREN + 3 }, (_, i) => ({ name: `C${i}`, urlHandle: `c-${i}` }));
    const menu = menuOf([{ name: 'Bad', urlHandle: '../x' }, { name: '', urlHandle: 'empty' }, null, { name: 'Tools', urlHandle: 'tools', children: many }]);
    expect(menu.map((d) => d.name)).toEqual(['Tools']);
    expect(menu[0]?.children).toHaveLength(MENU_MAX_CHILDREN);
    expect(menuOf(undefined)).toEqual([]);
    expect(menuOf({ error: 'down' })).toEqual([]);
  });
});
