CREATE TABLE "category_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_kn" text,
	"type" text NOT NULL,
	"unit" text,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"comparable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_attributes_key_format" CHECK ("category_attributes"."key" ~ '^[a-z][a-z0-9-]{0,39}$'),
	CONSTRAINT "category_attributes_type" CHECK ("category_attributes"."type" in ('number', 'choice', 'boolean')),
	CONSTRAINT "category_attributes_kannada_filled" CHECK (("category_attributes"."name_kn" is null or "category_attributes"."name_kn" <> ''))
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"variant_id" integer,
	"value_number" numeric,
	"value_choice" text,
	"value_boolean" boolean,
	CONSTRAINT "product_specs_one_value" CHECK (num_nonnulls("product_specs"."value_number", "product_specs"."value_choice", "product_specs"."value_boolean") = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_key_idx" ON "category_attributes" USING btree ("category_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_specs_one_value_idx" ON "product_specs" USING btree ("product_id","attribute_id",coalesce("variant_id", 0));--> statement-breakpoint
CREATE INDEX "product_specs_number_idx" ON "product_specs" USING btree ("attribute_id","value_number","product_id");--> statement-breakpoint
CREATE INDEX "product_specs_choice_idx" ON "product_specs" USING btree ("attribute_id","value_choice","product_id");--> statement-breakpoint
CREATE INDEX "product_specs_boolean_idx" ON "product_specs" USING btree ("attribute_id","value_boolean","product_id");--> statement-breakpoint
CREATE INDEX "product_specs_variant_idx" ON "product_specs" USING btree ("variant_id");