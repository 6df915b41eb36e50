-- Trigram matching for typo-tolerant search (docs/decisions/0007-search.md). pg_trgm is a
-- trusted extension: any role that may create objects in the database can install it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
