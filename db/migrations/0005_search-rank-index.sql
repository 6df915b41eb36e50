-- The order of best sellers among listable products (active, with an active variant),
-- covering what search filters on: walking it from the top and checking the included
-- name and name words answers "the most popular products matching X" from the index
-- alone (an index-only scan), however many products match. Also serves the best-selling
-- sort. Drizzle cannot express INCLUDE, hence SQL. See docs/decisions/0007-search.md.
CREATE INDEX IF NOT EXISTS "products_rank_idx" ON "products"
  USING btree ("order_count" DESC, "id") INCLUDE ("name", "name_vector")
  WHERE "active" AND "card_price_paise" IS NOT NULL;
