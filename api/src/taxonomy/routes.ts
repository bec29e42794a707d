import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { matchDecoded, matchNames } from './match-names';
import { LEVEL, type Level } from './taxonomy-data';
import { vehicleImageSvg, vehicleImageUrl } from './vehicle-image';
import { childNodes, makeNames, MAX_NODE_ID, nodeById, nodesByIds, type NodeRow } from './vehicle-nodes';
import { createVinDecoder } from './vin-decoder';

/** Spec §5: the answer when a vehicle's names no longer lead to a taxonomy node. */
export const VEHICLE_REMOVED_MESSAGE =
  'There are no items available for your current vehicle model at present. The vehicle model has been removed. Please add a new vehicle model.';

/** Spec §3: level codes → attribute keys of the vehicle picker. */
export const CAR_MODEL_KEYS = {
  1: { key: 'year', name: 'Year', prompt: 'Select Year' },
  2: { key: 'make', name: 'Make', prompt: 'Select Make' },
  3: { key: 'model', name: 'Model', prompt: 'Select Model' },
  4: { key: 'trim', name: 'Trim', prompt: 'Select Trim' },
  5: { key: 'engine', name: 'Engine', prompt: 'Select Engine' },
} as const;

const NodeId = Type.Integer({ minimum: 1, maximum: MAX_NODE_ID });
const Name = Type.String({ minLength: 1, maxLength: 120 });
const MAX_IMAGE_IDS = 100;

const ChildQuery = Type.Object(
  {
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    parentId: Type.Optional(NodeId),
  },
  { additionalProperties: false },
);

const VehicleIdQuery = Type.Object(
  {
    year: Type.Integer({ minimum: 1900, maximum: 2100 }),
    make: Name,
    model: Name,
    trim: Type.Optional(Type.String({ maxLength: 120 })),
    engine: Type.Optional(Type.String({ maxLength: 120 })),
  },
  { additionalProperties: false },
);

const ImageListQuery = Type.Object(
  {
    attributeValueIdList: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

const ImageParams = Type.Object({ modelId: Type.Integer({ minimum: 1, maximum: MAX_NODE_ID }) }, { additionalProperties: false });

// The body may also carry the storefront's session_id / client_id (spec §7 "Common"): extra fields are allowed.
const VinBody = Type.Object({ vin: Type.String({ minLength: 1, maxLength: 64 }) });

const ref = (node: NodeRow | undefined) => (node ? { id: node.id, name: node.name } : undefined);

/** Node ids per level plus attributeValueId (the deepest), the shape of spec §3's vehicle fields. */
function vehicleIds(path: NodeRow[]) {
  const at = (level: Level) => path.find((n) => n.level === level);
  const deepest = path[path.length - 1]!;
  const model = at(LEVEL.model);
  return {
    year: ref(at(LEVEL.year))!,
    make: ref(at(LEVEL.make))!,
    model: ref(model),
    trim: ref(at(LEVEL.trim)),
    engine: ref(at(LEVEL.engine)),
    makeId: at(LEVEL.make)?.makeId ?? undefined,
    modelId: model?.modelId ?? undefined,
    level: deepest.level,
    attributeValueId: deepest.id,
    certain: path.every((n) => n.certain),
  };
}

/** Vehicle picker, validity check, vehicle images and VIN decode (spec §3, §5, §7 "Items and search"). */
export async function vehicleRoutes(app: FastifyInstance, { config, database }: RouteDeps) {
  const vinDecoder = createVinDecoder(config.cacheDir);
  app.addHook('onClose', () => vinDecoder.close());
  const imageUrl = (modelId: number) => vehicleImageUrl(config.publicUrl, modelId);

  app.get('/item/public/attr/key/car-model/map', async () => ok(CAR_MODEL_KEYS));

  app.get('/item/public/attr/value/child/car-model', { schema: { querystring: ChildQuery } }, async (request) => {
    const { level, parentId } = request.query as Static<typeof ChildQuery>;
    let parent: NodeRow | undefined;
    if (parentId === undefined) {
      if (level === undefined) throw badRequest('Give level=1 for the years, or parentId for the choices below a node', [{ field: 'parentId', message: 'is required without level' }]);
      if (level !== LEVEL.year) throw badRequest(`level ${level} needs a parentId: only level 1 (years) has no parent`, [{ field: 'parentId', message: 'is required for levels 2–5' }]);
    } else {
      parent = await nodeById(database, parentId);
      if (!parent) throw notFound(`No vehicle choice has id ${parentId}`);
      if (level !== undefined && level !== parent.level + 1) {
        throw badRequest(`The choices below node ${parentId} (level ${parent.level}) are level ${parent.level + 1}, not ${level}`, [{ field: 'level', message: 'does not match parentId' }]);
      }
    }
    const children = await childNodes(database, parent ? parent.id : null);
    return ok(
      children.map((n) => ({
        id: n.id,
        value: n.name,
        text: n.name,
        level: n.level,
        certain: n.certain,
        // The only choice at its level: the picker may select it for the buyer.
        defaultValue: children.length === 1,
      })),
    );
  });

  // Every make of the taxonomy in one answer (the storefront's `/makes` directory and its make pages),
  // instead of the years and then each year's makes. Each name once, in the order the year → make
  // choices first show it: newest year first, then A–Z.
  app.get('/item/public/attr/value/car-model/makes', async () => {
    const makes = await makeNames(database);
    return ok(makes.map((value) => ({ value, text: value, level: LEVEL.make })));
  });

  app.get('/item/public/buyer/car-model/vehicle-id', { schema: { querystring: VehicleIdQuery } }, async (request) => {
    const query = request.query as Static<typeof VehicleIdQuery>;
    const trim = query.trim?.trim() || undefined;
    const engine = query.engine?.trim() || undefined;
    if (engine && !trim) throw badRequest('trim is required when engine is given', [{ field: 'trim', message: 'is required with engine' }]);
    const path = await matchNames(database, { year: query.year, make: query.make, model: query.model, trim, engine });
    const wanted = 3 + (trim ? 1 : 0) + (engine ? 1 : 0);
    if (path.length < wanted) throw notFound(VEHICLE_REMOVED_MESSAGE);
    return ok(vehicleIds(path));
  });

  app.get('/item/public/buyer/attr/image/list', { schema: { querystring: ImageListQuery } }, async (request) => {
    const { attributeValueIdList } = request.query as Static<typeof ImageListQuery>;
    const parts = attributeValueIdList.split(',').map((s) => s.trim());
    if (!parts.every((s) => /^\d{1,15}$/.test(s))) {
      throw badRequest(`attributeValueIdList must be comma-separated numeric ids, e.g. 12,34 (got "${attributeValueIdList.slice(0, 60)}")`, [
        { field: 'attributeValueIdList', message: 'must be comma-separated numeric ids' },
      ]);
    }
    const ids = [...new Set(parts.map(Number))];
    if (ids.length > MAX_IMAGE_IDS) {
      throw badRequest(`attributeValueIdList holds ${ids.length} ids; at most ${MAX_IMAGE_IDS} per request`, [{ field: 'attributeValueIdList', message: `must hold at most ${MAX_IMAGE_IDS} ids` }]);
    }
    const nodes = new Map((await nodesByIds(database, ids)).map((n) => [n.id, n]));
    return ok(
      ids.map((id) => {
        const modelId = nodes.get(id)?.modelId;
        return { attributeValueId: id, imageUrl: modelId ? imageUrl(modelId) : '' };
      }),
    );
  });

  app.get('/item/public/image/vehicle/:modelId.svg', { schema: { params: ImageParams } }, async (request, reply) => {
    const { modelId } = request.params as Static<typeof ImageParams>;
    const rows = await database.query<{ make: string; model: string; vehicleType: string; yearFrom: number; yearTo: number }>(
      `select mk.name as make, mo.name as model, mo.vehicle_type as "vehicleType", mo.year_from::int as "yearFrom", mo.year_to::int as "yearTo"
       from vehicle_model mo join vehicle_make mk on mk.id = mo.make_id where mo.id = $1`,
      [modelId],
    );
    const model = rows[0];
    if (!model) throw notFound(`No vehicle model has id ${modelId}`);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(vehicleImageSvg(model));
  });

  app.post('/item/public/buyer/vin/decode', { schema: { body: VinBody } }, async (request) => {
    const decoded = await vinDecoder.decode((request.body as Static<typeof VinBody>).vin);
    const path = await matchDecoded(database, decoded, (engines) => {
      const exact = engines.find((n) => decoded.engine && n.name.toLowerCase() === decoded.engine.toLowerCase());
      if (exact) return exact;
      // Same displacement, layout unknown on one side ("2.5L 4-cyl" vs "2.5L H4"): only when unambiguous.
      const litres = decoded.engineDetails.displacementL?.toFixed(1);
      const sameSize = litres ? engines.filter((n) => n.name.startsWith(`${litres}L`)) : [];
      return sameSize.length === 1 ? sameSize[0] : undefined;
    });
    if (path.length < 2) {
      throw notFound(`VIN ${decoded.vin} is a ${decoded.year} ${decoded.make} ${decoded.model}, which is not in our vehicle list.`);
    }
    return ok({ ...decoded, vehicle: vehicleIds(path) });
  });
}
