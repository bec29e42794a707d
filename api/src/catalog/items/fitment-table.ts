import type { Database } from '../../db/client';

/** Spec §3 vehicle fitment columns: one row per year of each application. */
export interface FitmentRow {
  year: number;
  make: string;
  model: string;
  subModel: string;
  series: string;
  engine: string;
  engineCode: string;
  engineType: string;
  bodyStyle: string;
  location: string;
  note: string;
}

/** An item's applications with their year ranges spelled out, by make, model (case-insensitive, byte order: the same on every database), then newest year first; paged. */
export async function fitmentTable(database: Database, itemId: number, page: number, size: number) {
  const [totals, list] = await Promise.all([
    database.query<{ total: number; applications: number }>(
      'select coalesce(sum(year_to - year_from + 1), 0)::int as total, count(*)::int as applications from fitment where item_id = $1',
      [itemId],
    ),
    database.query<FitmentRow>(
      `select y.year::int as year, mk.name as make, md.name as model, coalesce(f.trim, '') as "subModel", f.series,
              coalesce(f.engine, '') as engine, f.engine_code as "engineCode", f.engine_type as "engineType",
              f.body_style as "bodyStyle", f.location, f.note
       from fitment f
       join vehicle_make mk on mk.id = f.make_id
       join vehicle_model md on md.id = f.model_id
       cross join lateral generate_series(f.year_from::int, f.year_to::int) as y(year)
       where f.item_id = $1
       order by lower(mk.name) collate "C", lower(md.name) collate "C", y.year desc, coalesce(f.trim, '') collate "C", coalesce(f.engine, '') collate "C", f.note collate "C"
       limit $2 offset $3`,
      [itemId, size, (page - 1) * size],
    ),
  ]);
  return { list, total: totals[0]?.total ?? 0, applications: totals[0]?.applications ?? 0, page, size };
}
