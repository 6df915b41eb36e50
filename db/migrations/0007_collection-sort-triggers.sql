-- Keeps the copies on product_categories (listable, card_price_paise, order_count) equal
-- to their product, so that collections sort and count through their own indexes.

-- A new membership starts from the product's current values.
CREATE OR REPLACE FUNCTION product_categories_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.active AND p.card_price_paise IS NOT NULL, p.card_price_paise, p.order_count
    INTO NEW.listable, NEW.card_price_paise, NEW.order_count
  FROM products p WHERE p.id = NEW.product_id;
  NEW.listable := coalesce(NEW.listable, false);
  NEW.order_count := coalesce(NEW.order_count, 0);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_categories_fill BEFORE INSERT OR UPDATE OF product_id ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_categories_fill();
--> statement-breakpoint
-- A product's change reaches its memberships (one set-based update per statement).
CREATE OR REPLACE FUNCTION products_sync_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories pc
  SET listable = n.active AND n.card_price_paise IS NOT NULL,
      card_price_paise = n.card_price_paise,
      order_count = n.order_count
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE pc.product_id = n.id
    AND (n.active, n.card_price_paise, n.order_count)
      IS DISTINCT FROM (o.active, o.card_price_paise, o.order_count);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_sync_categories AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_sync_categories();
--> statement-breakpoint
-- Backfill.
UPDATE product_categories pc
SET listable = p.active AND p.card_price_paise IS NOT NULL,
    card_price_paise = p.card_price_paise,
    order_count = p.order_count
FROM products p WHERE p.id = pc.product_id;
