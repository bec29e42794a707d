-- Trigram matching for typo-tolerant search ("did you mean"); must exist before the indexes that use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
