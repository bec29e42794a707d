import { DEPARTMENTS } from '../generate/category-tree';
import { PART_DRAWINGS } from './part-drawings';
import { renderProductImage } from './render-svg';

const leaves = DEPARTMENTS.flatMap((d) => d.leaves.map((l) => ({ department: d.handle, partType: l.handle })));

it('draws every part type (leaf category), each differently', () => {
  expect(leaves.filter((l) => !PART_DRAWINGS[l.partType])).toEqual([]);
  const bodies = leaves.map((l) => PART_DRAWINGS[l.partType]!('#9aa5b1', '#1f2933'));
  expect(new Set(bodies).size).toBe(leaves.length);
  // Small enough to send per card: the whole picture stays a few kilobytes.
  for (const l of leaves) {
    const svg = renderProductImage({ ...l, title: 'Part', brand: 'Stopworx', itemId: 1, color: '', view: 'Front view', index: 0 });
    expect(svg.length).toBeLessThan(8_000);
  }
});

it('turns, sizes and mirrors one part type differently from item to item, and colours it by brand', () => {
  const image = (itemId: number, brand = 'Stopworx') =>
    renderProductImage({ department: 'brakes', partType: 'brake-pads', title: 'Brake Pads', brand, itemId, color: '', view: 'Front view', index: 0 });
  const transform = (svg: string) => /<g transform="(translate[^"]*)">/.exec(svg)![1];
  expect(new Set(Array.from({ length: 24 }, (_, k) => transform(image(1_000_001 + k)))).size).toBeGreaterThan(20);
  expect(image(5, 'Stopworx').replace(/STOPWORX/, '')).not.toBe(image(5, 'Brakeline Pro').replace(/BRAKELINE PRO/, ''));
});
