import { createHash } from 'node:crypto';
import { tinyTaxonomy } from '../test-support/tiny-taxonomy';
import { categoryRows, DEPARTMENTS } from './category-tree';
import { CatalogExtras, generateCatalog, type GeneratedItem } from './generate-catalog';
import { CAD_PER_USD, MAX_DISCOUNT_PERCENT } from './prices';
import { mulberry32 } from './random';
import { ITEM_STATUSES } from './statuses';

const taxonomy = tinyTaxonomy();
const generate = (seed: number, itemCount = 600) => [...generateCatalog(taxonomy, { size: 'small', seed, publicUrl: 'http://api.test', itemCount }).items()];
const digest = (items: GeneratedItem[]) => createHash('sha256').update(JSON.stringify(items)).digest('hex');

describe('catalog generator', () => {
  const items = generate(2026);

  it('is deterministic: the same seed gives the same catalog, another seed another one', () => {
    expect(digest(generate(2026))).toBe(digest(items));
    const other = generate(7);
    expect(digest(other)).not.toBe(digest(items));
    expect(other.map((i) => i.title)).not.toEqual(items.map((i) => i.title));
  });

  it('keeps an item the same when the catalog is longer (one random stream per item)', () => {
    expect(digest(generate(2026, 1200).slice(0, 600))).toBe(digest(items));
  });

  it('mulberry32 is a repeatable uniform stream', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((s, v) => s + v, 0) / values.length).toBeCloseTo(0.5, 1);
  });

  it('names vehicle parts like a store: year range, make, model, part', () => {
    const vehicleItem = items.find((i) => !i.vehicleUniversal)!;
    expect(vehicleItem.title).toMatch(/^(19|20)\d\d(-(19|20)\d\d)? (Toyota|Ford|Chevrolet|Honda) \S/);
    const primary = vehicleItem.fitments[0]!;
    const model = taxonomy.models.find((m) => m.id === primary.modelId)!;
    expect(vehicleItem.title).toContain(model.name);
    expect(items.filter((i) => i.vehicleUniversal).every((i) => !/^(19|20)\d\d/.test(i.title))).toBe(true);
  });

  it('gives every item unique url handles, part numbers and ids', () => {
    for (const key of ['id', 'urlHandle', 'partNumber', 'skuId', 'barCode'] as const) {
      expect(new Set(items.map((i) => i[key])).size).toBe(items.length);
    }
    expect(items.every((i) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(i.urlHandle))).toBe(true);
  });

  it('prices in cents ending in .99, Canada ≈ US × 1.36, on sale in both markets or in neither', () => {
    for (const i of items) {
      for (const cents of [i.usOriginalPrice, i.usDiscountPrice, i.caOriginalPrice, i.caDiscountPrice]) {
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents % 100).toBe(99);
      }
      expect(i.usDiscountPrice).toBeLessThanOrEqual(i.usOriginalPrice);
      expect(i.caDiscountPrice).toBeLessThanOrEqual(i.caOriginalPrice);
      expect(i.usDiscountPrice < i.usOriginalPrice).toBe(i.caDiscountPrice < i.caOriginalPrice);
      expect(Math.abs(i.caOriginalPrice - i.usOriginalPrice * CAD_PER_USD)).toBeLessThanOrEqual(100);
    }
  });

  it('marks down like a store: most items full price or a little off, a long tail up to 60%, more often and deeper in accessories than in engine parts', () => {
    const all = generate(2026, 4000);
    const percentOff = (original: number, current: number) => Math.floor(((original - current) * 100) / original);
    const off = all.map((i) => percentOff(i.usOriginalPrice, i.usDiscountPrice));
    const discounted = off.filter((p) => p > 0);
    expect(discounted.length / all.length).toBeGreaterThan(0.25);
    expect(discounted.length / all.length).toBeLessThan(0.45);
    // Spec §9 badge threshold: most markdowns are too small for a badge or just above it.
    expect(discounted.filter((p) => p < 20).length / discounted.length).toBeGreaterThan(0.5);
    expect(discounted.filter((p) => p >= 40).length / discounted.length).toBeGreaterThan(0.03);
    expect(discounted.filter((p) => p >= 40).length / discounted.length).toBeLessThan(0.2);
    expect(new Set(discounted).size).toBeGreaterThan(30);
    for (const i of all) {
      expect(percentOff(i.usOriginalPrice, i.usDiscountPrice)).toBeLessThanOrEqual(MAX_DISCOUNT_PERCENT);
      expect(percentOff(i.caOriginalPrice, i.caDiscountPrice)).toBeLessThanOrEqual(MAX_DISCOUNT_PERCENT);
    }
    const departmentOf = new Map(categoryRows('').leaves.map((l) => [l.id, l.department.handle]));
    const shareOnSale = (department: string) => {
      const inDepartment = all.filter((i) => departmentOf.get(i.categoryId) === department);
      return inDepartment.filter((i) => i.usDiscountPrice < i.usOriginalPrice).length / inDepartment.length;
    };
    expect(shareOnSale('lighting')).toBeGreaterThan(shareOnSale('engine-parts') + 0.1);
    const deepest = (department: string) => Math.max(...all.filter((i) => departmentOf.get(i.categoryId) === department).map((i) => percentOff(i.usOriginalPrice, i.usDiscountPrice)));
    expect(deepest('lighting')).toBeGreaterThanOrEqual(50);
    expect(deepest('engine-parts')).toBeLessThan(35);
  });

  it('uses every spec §4 status, with stock matching it and markets that can differ', () => {
    const statuses = new Set(items.map((i) => i.status));
    for (const s of ITEM_STATUSES) expect(statuses).toContain(s);
    expect(items.filter((i) => i.status === 'ON_SHELVES').length / items.length).toBeGreaterThan(0.75);
    for (const i of items) {
      if (i.status === 'SOLD_OUT') expect(i.availableTotal).toBe(0);
      if (i.status === 'UNDER_STOCK') expect(i.availableTotal).toBeGreaterThanOrEqual(1);
      if (i.status === 'UNDER_STOCK') expect(i.availableTotal).toBeLessThanOrEqual(5);
      if (i.status === 'ON_SHELVES') expect(i.availableTotal).toBeGreaterThan(5);
      if (['DRAFT', 'DELETED', 'OFF_SHELVES'].includes(i.status)) expect([i.usStatus, i.caStatus]).toEqual([i.status, i.status]);
      else for (const market of [i.usStatus, i.caStatus]) expect([i.status, 'OFF_SHELVES']).toContain(market);
    }
    expect(items.some((i) => i.usStatus !== i.caStatus)).toBe(true);
  });

  it('declares 3–6 images the API draws, one main, a few with sizes the storefront must not resize, and no videos', () => {
    const all = generate(2026, 3000);
    for (const i of all.slice(0, 600)) {
      expect(i.itemImages.length).toBeGreaterThanOrEqual(3);
      expect(i.itemImages.length).toBeLessThanOrEqual(6);
      expect(i.itemImages.filter((m) => m.isMain).map((m) => m.index)).toEqual([0]);
      expect(i.itemImages.map((m) => m.index)).toEqual(i.itemImages.map((_, n) => n));
      expect(i.itemImages[0]!.url).toBe(`http://api.test/item/public/image/item/${i.id}/0.svg`);
    }
    const sizes = all.flatMap((i) => i.itemImages.map((m) => m.size));
    expect(sizes).toContain('8000x8000');
    expect(sizes).toContain('unknown');
    expect(sizes.filter((s) => s === '1600x1600').length / sizes.length).toBeGreaterThan(0.7);
    // Every media URL is one the API draws (catalog/images); there are no videos to link.
    for (const i of all) {
      for (const m of i.itemImages) expect(m.url).toMatch(new RegExp(`^http://api\\.test/item/public/image/item/${i.id}/[0-5]\\.svg$`));
      expect(i.additionalVideos).toEqual([]);
      expect(i.additionalVideoCoverUrl).toBe('');
    }
  });

  it("writes reviews that do not repeat each other on an item, in the buyer's words about this part", () => {
    const reviewed = items.filter((i) => i.reviews.length > 1);
    expect(reviewed.length).toBeGreaterThan(100);
    for (const item of reviewed) expect(new Set(item.reviews.map((r) => r.body)).size).toBe(item.reviews.length);
    const bodies = new Set(items.flatMap((i) => i.reviews.map((r) => r.body.replace(/ on my .*?[.,]/, ''))));
    expect(bodies.size).toBeGreaterThan(300);
    expect(items.flatMap((i) => i.reviews).some((r) => /\{|\}/.test(r.body))).toBe(false);
  });

  it('rates items with reviews skewed to 4–5 stars and stores the aggregates on the item', () => {
    const reviews = items.flatMap((i) => i.reviews);
    const high = reviews.filter((r) => r.rating >= 4).length / reviews.length;
    expect(high).toBeGreaterThan(0.7);
    expect(reviews.some((r) => r.rating <= 2)).toBe(true);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    for (const i of items) {
      expect(i.reviewCount).toBe(i.reviews.length);
      const mean = i.reviews.length ? i.reviews.reduce((s, r) => s + r.rating, 0) / i.reviews.length : 0;
      expect(i.ratingValue).toBeCloseTo(mean, 1);
    }
  });

  it('fits universal parts to every vehicle (no rows) and the rest to real models within their years', () => {
    const universal = items.filter((i) => i.vehicleUniversal);
    expect(universal.length / items.length).toBeGreaterThan(0.08);
    expect(universal.length / items.length).toBeLessThan(0.2);
    expect(universal.every((i) => i.fitments.length === 0 && !i.aces)).toBe(true);
    const variants = new Set(taxonomy.variants.map((v) => `${v.modelId}|${v.year}|${v.trim}|${v.engine}`));
    const rows = items.flatMap((i) => i.fitments);
    for (const f of rows) {
      const model = taxonomy.models.find((m) => m.id === f.modelId)!;
      expect(model.makeId).toBe(f.makeId);
      expect(f.yearFrom).toBeGreaterThanOrEqual(model.yearFrom);
      expect(f.yearTo).toBeLessThanOrEqual(model.yearTo);
      expect(f.yearFrom).toBeLessThanOrEqual(f.yearTo);
      // A narrowed row names a trim/engine the model really has in each of its years.
      for (let year = f.yearFrom; year <= f.yearTo && (f.trim || f.engine); year++) {
        const exists = taxonomy.variants.some((v) => v.modelId === f.modelId && v.year === year && (!f.trim || v.trim === f.trim) && (!f.engine || v.engine === f.engine));
        expect(exists).toBe(true);
      }
    }
    const narrowed = rows.filter((f) => f.trim || f.engine).length / rows.length;
    expect(narrowed).toBeGreaterThan(0.15);
    expect(narrowed).toBeLessThan(0.5);
    expect(variants.size).toBeGreaterThan(0);
  });

  it('builds the category tree the storefront links to', () => {
    const handles = DEPARTMENTS.flatMap((d) => [d.handle, ...d.leaves.map((l) => l.handle)]);
    for (const h of ['lighting', 'headlights', 'tail-lights', 'fog-lights', 'exterior', 'interior', 'performance', 'wheels-tires', 'tpms-sensors', 'brakes', 'electrical', 'engine-parts', 'suspension', 'tools-garage']) {
      expect(handles).toContain(h);
    }
    expect(new Set(handles).size).toBe(handles.length);
    const catalog = generateCatalog(taxonomy, { size: 'small', seed: 1, publicUrl: '' });
    const byHandle = new Map(catalog.categories.map((c) => [c.urlHandle, c]));
    expect(byHandle.get('headlights')!.parentId).toBe(byHandle.get('lighting')!.id);
    expect(byHandle.get('tpms-sensors')!.parentId).toBe(byHandle.get('wheels-tires')!.id);
  });

  it('collects bundles of complementary parts and the did-you-mean word list', () => {
    const catalog = generateCatalog(taxonomy, { size: 'small', seed: 2026, publicUrl: '', itemCount: 600 });
    const extras = new CatalogExtras(catalog, 2026);
    for (const item of catalog.items()) extras.add(item);
    const bundles = extras.bundles();
    expect(bundles.length).toBeGreaterThan(0);
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const b of bundles) {
      const [a, c] = b.itemIds.map((id) => byId.get(id)!);
      expect(a!.fitments[0]!.modelId).toBe(c!.fitments[0]!.modelId);
      expect(b.discountPercent).toBeGreaterThanOrEqual(5);
    }
    const words = new Map(extras.words.rows());
    expect(words.get('headlight')).toBeGreaterThan(0);
    expect(words.has('2014')).toBe(false);
  });
});
