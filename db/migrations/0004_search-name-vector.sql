DROP INDEX "products_order_count_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "name")) STORED;--> statement-breakpoint
CREATE INDEX "products_name_vector_idx" ON "products" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name") text_pattern_ops);