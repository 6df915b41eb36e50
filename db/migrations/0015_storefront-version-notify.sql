-- Every move of the storefront version also notifies 'storefront_version' (delivered at
-- commit). PGlite hands the notification to its own process before the committing query
-- resolves, so the page and catalog caches keep the version in memory instead of reading
-- it for every burst of requests (ADR 0014).
CREATE OR REPLACE FUNCTION storefront_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE storefront_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('storefront_version', '');
  RETURN NULL;
END
$$;
