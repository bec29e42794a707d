import type { Database } from '../db/client';
import type { TaxonomySnapshot, TaxonomyVariant } from './generate/taxonomy';

/** The loaded vehicle taxonomy as the generator needs it, in id order (so generation is repeatable). */
export async function readTaxonomySnapshot(database: Database): Promise<TaxonomySnapshot> {
  const [makes, models, variants] = await Promise.all([
    database.query<{ id: number; name: string }>('select id, name from vehicle_make order by id'),
    database.query<TaxonomySnapshot['models'][number]>(
      `select id, make_id as "makeId", name, vehicle_type as "vehicleType", year_from::int as "yearFrom", year_to::int as "yearTo"
       from vehicle_model order by id`,
    ),
    // Engine nodes carry their trim (NULL under the stand-in trims); trims without engines count too.
    database.query<TaxonomyVariant>(
      `select model_id as "modelId", year::int as year, trim, engine, certain
       from vehicle_node
       where level = 5 or (level = 4 and trim is not null and not exists (select 1 from vehicle_node c where c.parent_id = vehicle_node.id))
       order by id`,
    ),
  ]);
  return { makes, models, variants };
}
