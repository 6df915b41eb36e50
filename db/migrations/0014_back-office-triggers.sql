-- orders.status follows the latest entry of the order's status history.
UPDATE orders o SET status = h.status
FROM (
  SELECT DISTINCT ON (order_id) order_id, status
  FROM order_status_history
  ORDER BY order_id, created_at DESC, id DESC
) h
WHERE h.order_id = o.id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET status = NEW.status WHERE id = NEW.order_id AND status IS DISTINCT FROM NEW.status;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_status_follow AFTER INSERT ON order_status_history
  FOR EACH ROW EXECUTE FUNCTION order_status_follow();
--> statement-breakpoint
-- The storefront's version moves with every change to what shoppers see of the catalog
-- and the content. Stock moves with every order, so a variant's stock counts only when
-- it crosses zero (in stock <-> out of stock), which is what the pages show.
INSERT INTO storefront_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE storefront_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Not order_count (every order moves it; best-seller order may lag by the cache's TTL).
CREATE TRIGGER storefront_version_bump AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump_edit AFTER UPDATE OF name, slug, description_html, barcode, sku, colour_family_id, colour_name, colour_hex, featured, delivery_karnataka_paise, delivery_other_paise, active, card_base_price_paise, card_price_paise ON products
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump_edit AFTER UPDATE OF position, weight, unit, base_price_paise, discounted_price_paise, product_code, active ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump_stock AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump_edit AFTER UPDATE OF product_id, category_id, position ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_warranties
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collection_groups
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sliders
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON video_products
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON serviceable_pincodes
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
