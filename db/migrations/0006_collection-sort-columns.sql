ALTER TABLE "product_categories" ADD COLUMN "listable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "card_price_paise" integer;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "product_categories_listed_idx" ON "product_categories" USING btree ("category_id","position","product_id") WHERE "product_categories"."listable";--> statement-breakpoint
CREATE INDEX "product_categories_price_idx" ON "product_categories" USING btree ("category_id","card_price_paise","product_id") WHERE "product_categories"."listable";--> statement-breakpoint
CREATE INDEX "product_categories_price_desc_idx" ON "product_categories" USING btree ("category_id","card_price_paise" DESC NULLS LAST,"product_id") WHERE "product_categories"."listable";--> statement-breakpoint
CREATE INDEX "product_categories_best_idx" ON "product_categories" USING btree ("category_id","order_count" DESC NULLS LAST,"product_id") WHERE "product_categories"."listable";