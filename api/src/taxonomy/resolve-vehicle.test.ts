import { startTestApi, type TestApi } from '../test-support/test-api';
import { matchNames } from './match-names';
import { resolveVehicle } from './resolve-vehicle';
import { ensureTaxonomy } from './test-support/taxonomy-db';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await ensureTaxonomy(api.database);
}, 120_000);
afterAll(() => api?.close());

const idsOf = async (names: Parameters<typeof matchNames>[1]) => (await matchNames(api.database, names)).map((n) => n.id);

describe('resolveVehicle', () => {
  it('spells out an engine node: vPIC ids, names, node ids per level', async () => {
    const [year, make, model, trim, engine] = await idsOf({ year: 2018, make: 'Toyota', model: 'Corolla', trim: 'L/LE/SE/XLE/XSE', engine: '1.8L I4' });
    const vehicle = await resolveVehicle(api.database, engine!);
    expect(vehicle).toEqual({
      attributeValueId: engine,
      level: 5,
      year: 2018,
      makeId: 448,
      modelId: expect.any(Number),
      trim: 'L/LE/SE/XLE/XSE',
      engine: '1.8L I4',
      makeName: 'Toyota',
      modelName: 'Corolla',
      trimName: 'L/LE/SE/XLE/XSE',
      engineName: '1.8L I4',
      nodeIds: { year, make, model, trim, engine },
      certain: true,
    });
    const models = await api.database.query<{ name: string }>('select name from vehicle_model where id = $1', [vehicle!.modelId]);
    expect(models[0]?.name).toBe('Corolla');
  });

  it('stops at the level chosen', async () => {
    const [year, make, model] = await idsOf({ year: 2018, make: 'Toyota', model: 'Corolla' });
    expect(await resolveVehicle(api.database, model!)).toMatchObject({ level: 3, year: 2018, makeId: 448, modelName: 'Corolla', trim: undefined, engine: undefined });
    expect(await resolveVehicle(api.database, year!)).toEqual({
      attributeValueId: year,
      level: 1,
      year: 2018,
      makeId: undefined,
      modelId: undefined,
      trim: undefined,
      engine: undefined,
      makeName: undefined,
      modelName: undefined,
      trimName: undefined,
      engineName: undefined,
      nodeIds: { year, make: undefined, model: undefined, trim: undefined, engine: undefined },
      certain: true,
    });
    expect((await resolveVehicle(api.database, make!))?.makeName).toBe('Toyota');
  });

  it('reports a stand-in trim as trim null and an inferred pairing as uncertain', async () => {
    const f150 = await idsOf({ year: 2013, make: 'Ford', model: 'F-150', trim: 'Other Trims', engine: '5.0L V8' });
    expect(await resolveVehicle(api.database, f150[4]!)).toMatchObject({ trim: null, trimName: 'Other Trims', engine: '5.0L V8', certain: true });
    const camry = await idsOf({ year: 2020, make: 'Toyota', model: 'Camry', trim: 'XSE', engine: '3.5L V6' });
    expect(camry).toHaveLength(5);
    expect(await resolveVehicle(api.database, camry[4]!)).toMatchObject({ trim: 'XSE', engine: '3.5L V6', certain: false });
  });

  it('is undefined for ids that name no node', async () => {
    expect(await resolveVehicle(api.database, 2147483647)).toBeUndefined();
    expect(await resolveVehicle(api.database, 0)).toBeUndefined();
    expect(await resolveVehicle(api.database, 99_999_999_999)).toBeUndefined();
    expect(await resolveVehicle(api.database, 1.5)).toBeUndefined();
  });
});
