-- Search upkeep (appended to 0001_init by scripts/regen-init-migration.cjs): item.fit_keys follows the
-- fitment rows. The encoding matches src/catalog/search/fit-keys.ts (((id * 256 + year - 1900) * 4) + kind;
-- kind 0 year, 1 make-year, 2 model-year, 3 model-year for every trim and engine).
CREATE OR REPLACE FUNCTION item_fit_keys(p_item_id bigint) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}'::integer[])
  FROM fitment f
  CROSS JOIN LATERAL generate_series(f.year_from::int, f.year_to::int) AS y
  CROSS JOIN LATERAL unnest(ARRAY[
    (0 * 256 + y - 1900) * 4 + 0,
    (f.make_id * 256 + y - 1900) * 4 + 1,
    (f.model_id * 256 + y - 1900) * 4 + 2,
    CASE WHEN f.trim IS NULL AND f.engine IS NULL THEN (f.model_id * 256 + y - 1900) * 4 + 3 END
  ]) AS k
  WHERE f.item_id = p_item_id AND k IS NOT NULL
$$;
--> statement-breakpoint
-- One UPDATE per statement over the items it touched (transition table `changed`), not one per row.
CREATE OR REPLACE FUNCTION fitment_refresh_fit_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item SET fit_keys = item_fit_keys(item.id) WHERE item.id IN (SELECT DISTINCT item_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER fitment_fit_keys_insert AFTER INSERT ON fitment REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fitment_refresh_fit_keys();
--> statement-breakpoint
CREATE TRIGGER fitment_fit_keys_delete AFTER DELETE ON fitment REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fitment_refresh_fit_keys();
--> statement-breakpoint
-- An update can move a row from one item to another: both sides are refreshed.
CREATE TRIGGER fitment_fit_keys_update_old AFTER UPDATE ON fitment REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fitment_refresh_fit_keys();
--> statement-breakpoint
CREATE TRIGGER fitment_fit_keys_update_new AFTER UPDATE ON fitment REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fitment_refresh_fit_keys();
