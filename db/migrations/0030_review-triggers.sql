-- A product's review aggregate (products.review_count, rating_total, rating_counts) follows
-- its published reviews row by row, as deltas: two reviews written at once both count
-- (a recount in each would miss the other's row).
CREATE OR REPLACE FUNCTION product_reviews_aggregate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE products SET
      review_count = review_count - 1,
      rating_total = rating_total - OLD.rating,
      rating_counts[OLD.rating] = rating_counts[OLD.rating] - 1
    WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    UPDATE products SET
      review_count = review_count + 1,
      rating_total = rating_total + NEW.rating,
      rating_counts[NEW.rating] = rating_counts[NEW.rating] + 1
    WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_reviews_aggregate AFTER INSERT OR DELETE OR UPDATE OF status, rating, product_id ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION product_reviews_aggregate();
--> statement-breakpoint
-- What a product page shows of its reviews changed: every process's page cache lets it go.
-- Not helpful_count (each vote moves it; the order by helpfulness may lag by the cache's TTL).
CREATE TRIGGER storefront_version_bump AFTER INSERT OR DELETE OR TRUNCATE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump_edit AFTER UPDATE OF status, rating, title, body, author_name, seller_reply ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
-- A variant's delivered units (the spec's delivered_sales_count) follow its orders into and
-- out of Delivered.
CREATE OR REPLACE FUNCTION orders_delivered_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  direction integer := CASE WHEN NEW.status = 'Delivered' THEN 1 ELSE -1 END;
BEGIN
  UPDATE product_variants v
  SET delivered_count = greatest(0, v.delivered_count + direction * l.quantity)
  FROM (
    SELECT variant_id, sum(quantity)::int AS quantity FROM order_lines
    WHERE order_id = NEW.id AND variant_id IS NOT NULL
    GROUP BY variant_id
  ) l
  WHERE v.id = l.variant_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_delivered_count AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN ((OLD.status = 'Delivered') <> (NEW.status = 'Delivered'))
  EXECUTE FUNCTION orders_delivered_count();
--> statement-breakpoint
UPDATE product_variants v SET delivered_count = l.quantity
FROM (
  SELECT ol.variant_id, sum(ol.quantity)::int AS quantity
  FROM order_lines ol JOIN orders o ON o.id = ol.order_id
  WHERE o.status = 'Delivered' AND ol.variant_id IS NOT NULL
  GROUP BY ol.variant_id
) l
WHERE v.id = l.variant_id;
