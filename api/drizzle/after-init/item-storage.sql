-- Item storage (appended to 0001_init by scripts/regen-init-migration.cjs): a tenth of each page left
-- free, so a stock or rating change rewrites the row on its own page (a HOT update: no index
-- entry written) and the loader's search order (src/catalog/load-catalog.ts) lasts.
ALTER TABLE "item" SET (fillfactor = 90);
