CREATE TYPE "public"."shipment_status" AS ENUM('Shipped', 'Out for Delivery', 'Delivered');--> statement-breakpoint
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
CREATE TABLE "couriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text,
	"awb_pattern" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "couriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"shipment_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_order_line_id_pk" PRIMARY KEY("shipment_id","order_line_id"),
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"courier_id" integer NOT NULL,
	"awb" text,
	"status" "shipment_status" DEFAULT 'Shipped' NOT NULL,
	"shipped_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_public_id_unique" UNIQUE("public_id")
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
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_consent_events_email_idx" ON "offers_consent_events" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "shipment_lines_line_idx" ON "shipment_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_idx" ON "shipments" USING btree ("courier_id","awb") WHERE "shipments"."awb" is not null;--> statement-breakpoint
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
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The couriers the seller ships with (editable in the back office). AWB formats where the
-- courier publishes one: India Post's S10 (two letters, nine digits, IN); digits for the rest.
INSERT INTO "couriers" ("code", "name", "tracking_url", "awb_pattern", "position") VALUES
  ('delhivery', 'Delhivery', 'https://www.delhivery.com/track-v2/package/{awb}', '[0-9]{10,14}', 1),
  ('bluedart', 'Blue Dart', 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}', '[0-9]{8,11}', 2),
  ('dtdc', 'DTDC', 'https://www.dtdc.in/trace.asp?strCnno={awb}', '[A-Z][0-9]{8,10}|[0-9]{9,12}', 3),
  ('ekart', 'Ekart', 'https://ekartlogistics.com/shipmenttrack/{awb}', '[A-Z]{2,5}[0-9]{8,14}', 4),
  ('xpressbees', 'XpressBees', 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}', '[0-9]{12,16}', 5),
  ('indiapost', 'India Post', 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}', '[A-Z]{2}[0-9]{9}IN', 6),
  ('own-van', 'Gruha Appliances van', NULL, NULL, 7)
ON CONFLICT DO NOTHING;