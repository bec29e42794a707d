import { startTestApi, type TestApi } from '../../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PATH = '/item/public/buyer/item/fit-status/list';

/** A model-year node that some fitment row covers. */
async function modelNode(): Promise<number> {
  const rows = await api.database.query<{ id: number }>(
    `select n.id::int as id from vehicle_node n join fitment f on f.model_id = n.model_id and n.year between f.year_from and f.year_to
     where n.level = 3 order by n.id limit 1`,
  );
  return rows[0]!.id;
}

describe('fit status of several items', () => {
  it('agrees with search for every item of a page', async () => {
    const attributeValueId = await modelNode();
    const search = await api.get('/search-pro/public/items/filter-search', { query: { attributeValueId, fitOnly: false, size: 100, sort: 'LOWEST_PRICE' } });
    const items: Array<{ id: number; fitStatus: string }> = search.body.data.list;
    expect(new Set(items.map((i) => i.fitStatus)).size).toBeGreaterThan(1);
    const res = await api.get(PATH, { query: { itemIds: items.map((i) => i.id).join(','), attributeValueId } });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.list.map((r: { itemId: number; fitStatus: string }) => [r.itemId, r.fitStatus]));
    for (const item of items) expect([item.id, byId.get(item.id)]).toEqual([item.id, item.fitStatus]);
    expect(res.body.data.vehicle.attributeValueId).toBe(attributeValueId);
  });

  it('is EMPTY for every item without a vehicle, and leaves out ids that are no item', async () => {
    const ids = await api.database.query<{ id: number }>('select id::int as id from item order by id limit 3');
    const res = await api.get(PATH, { query: { itemIds: [...ids.map((r) => r.id), 999_999_999].join(',') } });
    expect(res.body.data).toEqual({ vehicle: null, list: ids.map((r) => ({ itemId: r.id, fitStatus: 'EMPTY' })) });
  });

  it.each([
    [{ itemIds: '1,x' }, 'itemIds'],
    [{ itemIds: '1', attributeValueId: 'abc' }, 'attributeValueId'],
    [{ itemIds: '1', attributeValueId: 2_000_000_000 }, 'attributeValueId'],
    [{ itemIds: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }, 'itemIds'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const res = await api.get(PATH, { query });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });
});
