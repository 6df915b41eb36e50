ALTER TABLE "categories" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "collection_groups" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt_kn" text;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD COLUMN "option_kn" text;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD COLUMN "value_kn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_html_kn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_name_kn" text;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "title_kn" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address_kn" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "title_kn" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_kannada_filled" CHECK (("categories"."name_kn" is null or "categories"."name_kn" <> ''));--> statement-breakpoint
ALTER TABLE "collection_groups" ADD CONSTRAINT "collection_groups_kannada_filled" CHECK (("collection_groups"."name_kn" is null or "collection_groups"."name_kn" <> ''));--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_kannada_filled" CHECK (("product_images"."alt_kn" is null or "product_images"."alt_kn" <> ''));--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_kannada_filled" CHECK (("product_warranties"."option_kn" is null or "product_warranties"."option_kn" <> '') and ("product_warranties"."value_kn" is null or "product_warranties"."value_kn" <> ''));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kannada_filled" CHECK (("products"."name_kn" is null or "products"."name_kn" <> '') and ("products"."description_html_kn" is null or "products"."description_html_kn" <> '') and ("products"."colour_name_kn" is null or "products"."colour_name_kn" <> ''));--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_kannada_filled" CHECK (("sliders"."title_kn" is null or "sliders"."title_kn" <> ''));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_kannada_filled" CHECK (("stores"."name_kn" is null or "stores"."name_kn" <> '') and ("stores"."address_kn" is null or "stores"."address_kn" <> ''));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_kannada_filled" CHECK (("videos"."title_kn" is null or "videos"."title_kn" <> ''));