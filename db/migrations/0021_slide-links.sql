ALTER TABLE "sliders" ADD COLUMN "link" text;--> statement-breakpoint
-- The demo shop's promotions, seeded before they had a target, lead where their pictures say.
UPDATE "sliders" SET "category_id" = (SELECT "id" FROM "categories" WHERE "slug" = 'Instant-Geysers') WHERE "type" = 'promotion' AND "image" = '/media/sliders/monsoon-geyser-sale.webp' AND "category_id" IS NULL AND "link" IS NULL;--> statement-breakpoint
UPDATE "sliders" SET "category_id" = (SELECT "id" FROM "categories" WHERE "slug" = 'High-Pressure-Washers') WHERE "type" = 'promotion' AND "image" = '/media/sliders/pressure-washer-days.webp' AND "category_id" IS NULL AND "link" IS NULL;--> statement-breakpoint
UPDATE "sliders" SET "link" = '/stores' WHERE "type" = 'promotion' AND "image" = '/media/sliders/stores-across-karnataka.webp' AND "category_id" IS NULL AND "link" IS NULL;
