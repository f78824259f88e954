-- Trigram matching for typo-tolerant search; must exist before the GIN trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
