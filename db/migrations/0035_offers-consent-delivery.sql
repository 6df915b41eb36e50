CREATE TABLE "offers_consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"given" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_runs" (
	"mailing" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_runs_mailing_period_pk" PRIMARY KEY("mailing","period")
);
--> statement-breakpoint
CREATE TABLE "delivery_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offers_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offers_consent_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_delivery_date" date;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "price_seen_paise" integer;--> statement-breakpoint
-- What is saved now was seen at today's price: a drop is measured from here.
UPDATE "wishlist_items" wi SET "price_seen_paise" = v."discounted_price_paise" FROM "product_variants" v WHERE v."id" = wi."variant_id";--> statement-breakpoint
ALTER TABLE "wishlist_items" ALTER COLUMN "price_seen_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers_consent_events" ADD CONSTRAINT "offers_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_consent_events_email_idx" ON "offers_consent_events" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "carts_reminder_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."user_id" is not null and ("carts"."reminded_at" is null or "carts"."reminded_at" < "carts"."updated_at");--> statement-breakpoint
CREATE INDEX "users_offers_consent_idx" ON "users" USING btree ("id") WHERE "users"."offers_consent_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_promised_idx" ON "orders" USING btree ("promised_delivery_date") WHERE "orders"."status" not in ('Delivered', 'Cancelled');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_offers_consent_source" CHECK (("users"."offers_consent_at" is null) = ("users"."offers_consent_source" is null)
          and "users"."offers_consent_source" in ('signup', 'checkout', 'account'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gst_buyer" CHECK (("orders"."gstin" is null) = ("orders"."business_name" is null));--> statement-breakpoint
-- The fixed-date holidays of Karnataka; the seller adds the festivals (their dates move) in the back office.
INSERT INTO "delivery_holidays" ("day", "name") VALUES
  ('2026-01-26', 'Republic Day'), ('2026-05-01', 'May Day'), ('2026-08-15', 'Independence Day'),
  ('2026-10-02', 'Gandhi Jayanti'), ('2026-11-01', 'Kannada Rajyotsava'), ('2026-12-25', 'Christmas'),
  ('2027-01-26', 'Republic Day'), ('2027-05-01', 'May Day'), ('2027-08-15', 'Independence Day'),
  ('2027-10-02', 'Gandhi Jayanti'), ('2027-11-01', 'Kannada Rajyotsava'), ('2027-12-25', 'Christmas')
ON CONFLICT DO NOTHING;