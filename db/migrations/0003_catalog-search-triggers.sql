-- Derived catalog data kept by the database itself, so that every writer (seed, back
-- office, scripts) keeps it right without knowing about it:
--   products.card_base_price_paise / card_price_paise: prices of the card variant (the
--     first active variant by position, then id), for sorting and filtering lists by price;
--   search_terms: the vocabulary of product and category names, for typo correction.
-- Statement-level triggers with transition tables: one set-based update per statement,
-- so bulk imports stay fast.

CREATE OR REPLACE FUNCTION catalog_refresh_card_prices(product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p
  SET card_base_price_paise = fv.base_price_paise,
      card_price_paise = fv.discounted_price_paise
  FROM (
    SELECT ids.id, v.base_price_paise, v.discounted_price_paise
    FROM (SELECT DISTINCT unnest(product_ids) AS id) ids
    LEFT JOIN LATERAL (
      SELECT pv.base_price_paise, pv.discounted_price_paise
      FROM product_variants pv
      WHERE pv.product_id = ids.id AND pv.active
      ORDER BY pv.position, pv.id
      LIMIT 1
    ) v ON true
  ) fv
  WHERE p.id = fv.id
    AND (p.card_base_price_paise IS DISTINCT FROM fv.base_price_paise
      OR p.card_price_paise IS DISTINCT FROM fv.discounted_price_paise);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_cards_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_card_prices(ARRAY(SELECT DISTINCT product_id FROM new_variants));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_cards_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- Stock changes (every order) touch no card price: skip them cheaply.
  ids := ARRAY(
    SELECT x.product_id
    FROM new_variants n
    JOIN old_variants o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) AS x(product_id)
    WHERE (n.product_id, n.position, n.active, n.base_price_paise, n.discounted_price_paise)
      IS DISTINCT FROM (o.product_id, o.position, o.active, o.base_price_paise, o.discounted_price_paise)
  );
  IF cardinality(ids) > 0 THEN
    PERFORM catalog_refresh_card_prices(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_cards_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_card_prices(ARRAY(SELECT DISTINCT product_id FROM old_variants));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_cards_on_insert();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_cards_on_update();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_cards_on_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_add(names text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT DISTINCT w.term
  FROM unnest(names) AS n(name)
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple'::regconfig, n.name))) AS w(term)
  WHERE length(w.term) BETWEEN 2 AND 40 AND w.term ~ '[[:alpha:]]'
  ON CONFLICT (term) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_add(ARRAY(SELECT name FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only renamed rows bring new words; price and stock updates cost one join.
  PERFORM search_terms_add(ARRAY(
    SELECT n.name FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_on_insert();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_on_update();
--> statement-breakpoint
CREATE TRIGGER categories_search_terms_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_on_insert();
--> statement-breakpoint
CREATE TRIGGER categories_search_terms_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_on_update();
--> statement-breakpoint
-- Backfill for databases that already hold a catalog.
SELECT catalog_refresh_card_prices(ARRAY(SELECT id FROM products));
--> statement-breakpoint
SELECT search_terms_add(ARRAY(SELECT name FROM products UNION ALL SELECT name FROM categories));
