-- products.in_stock: some active variant has stock (the 'In stock only' filter), kept by
-- the database like the card prices (migration 0003), so that every writer keeps it right.
-- Orders change stock all day: the update writes only the products whose answer flips.
CREATE OR REPLACE FUNCTION catalog_refresh_in_stock(product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p
  SET in_stock = s.in_stock
  FROM (
    SELECT ids.id, EXISTS (
      SELECT 1 FROM product_variants pv
      WHERE pv.product_id = ids.id AND pv.active AND pv.stock > 0
    ) AS in_stock
    FROM (SELECT DISTINCT unnest(product_ids) AS id) ids
  ) s
  WHERE p.id = s.id AND p.in_stock IS DISTINCT FROM s.in_stock;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_stock_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_in_stock(ARRAY(SELECT DISTINCT product_id FROM new_variants));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_stock_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- Only rows whose availability (stock above 0, active) or product changed.
  ids := ARRAY(
    SELECT x.product_id
    FROM new_variants n
    JOIN old_variants o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) AS x(product_id)
    WHERE (n.product_id, n.active AND n.stock > 0)
      IS DISTINCT FROM (o.product_id, o.active AND o.stock > 0)
  );
  IF cardinality(ids) > 0 THEN
    PERFORM catalog_refresh_in_stock(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_stock_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_in_stock(ARRAY(SELECT DISTINCT product_id FROM old_variants));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_stock_on_insert();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_stock_on_update();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_stock_on_delete();
--> statement-breakpoint
UPDATE products p SET in_stock = EXISTS (
  SELECT 1 FROM product_variants pv WHERE pv.product_id = p.id AND pv.active AND pv.stock > 0
);
--> statement-breakpoint
-- Specifications are on product pages, listings' filters and the compare page.
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_attributes
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_specs
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
