CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_base_price_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_price_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "name"), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace("description_html", '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_slug_lower_idx" ON "products" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "products_card_price_idx" ON "products" USING btree ("card_price_paise","id");--> statement-breakpoint
CREATE INDEX "products_card_price_desc_idx" ON "products" USING btree ("card_price_paise" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_order_count_idx" ON "products" USING btree ("order_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_above_forty_idx" ON "products" USING btree ("id") WHERE 100 * ("products"."card_base_price_paise" - "products"."card_price_paise") > 40 * "products"."card_base_price_paise";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);