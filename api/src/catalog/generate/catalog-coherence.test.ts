import { startTestApi, type TestApi } from '../../test-support/test-api';
import { readTaxonomySnapshot } from '../taxonomy-snapshot';
import { categoryRows } from './category-tree';
import { generateCatalog } from './generate-catalog';
import { TaxonomyIndex } from './taxonomy';
import { yearRange } from './titles';

/**
 * What a shopper reads must agree with what the data says (title ↔ fitment), over the whole default
 * dataset (20,000 items) generated from the real vehicle taxonomy the suite's database holds.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('every title names the vehicle its first application is, and no application is of an unrelated make', async () => {
  const snapshot = await readTaxonomySnapshot(api.database);
  const index = new TaxonomyIndex(snapshot);
  const modelName = new Map(snapshot.models.map((m) => [m.id, m.name]));
  const leafById = new Map(categoryRows('http://api.test').leaves.map((l) => [l.id, l.leaf]));
  const problems: string[] = [];
  let checked = 0;
  for (const item of generateCatalog(snapshot, { size: 'default', seed: 2026, publicUrl: 'http://api.test' }).items()) {
    checked++;
    const leaf = leafById.get(item.categoryId)!;
    if (item.vehicleUniversal) {
      if (item.fitments.length > 0 || /^(19|20)\d\d\b/.test(item.title)) problems.push(`${item.id} universal but "${item.title}" has ${item.fitments.length} applications`);
      continue;
    }
    const first = item.fitments[0]!;
    const named = `${yearRange(first.yearFrom, first.yearTo)} ${index.makeName(first.makeId)} ${modelName.get(first.modelId)} `;
    if (!item.title.startsWith(named)) problems.push(`${item.id} "${item.title}" does not start with "${named}"`);
    const family = new Set(index.familyOf(first.makeId));
    for (const row of item.fitments) {
      if (!family.has(row.makeId)) problems.push(`${item.id} "${item.title}" lists a ${index.makeName(row.makeId)} ${modelName.get(row.modelId)}`);
      if (leaf.fits === 'model' && row.modelId !== first.modelId) problems.push(`${item.id} "${item.title}" (${leaf.handle}) lists another model: ${modelName.get(row.modelId)}`);
    }
  }
  expect(checked).toBe(20_000);
  expect(problems.slice(0, 10)).toEqual([]);
});
