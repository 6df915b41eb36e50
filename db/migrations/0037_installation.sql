CREATE TYPE "public"."installation_slot" AS ENUM('morning', 'afternoon');--> statement-breakpoint
CREATE TYPE "public"."installation_visit_state" AS ENUM('to_book', 'booked', 'done', 'missed');--> statement-breakpoint
CREATE TYPE "public"."service_request_status" AS ENUM('received', 'technician_assigned', 'visit_scheduled', 'resolved', 'closed');--> statement-breakpoint
CREATE SEQUENCE "public"."service_ticket_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "category_installation" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 60 NOT NULL,
	CONSTRAINT "category_installation_price" CHECK ("category_installation"."price_paise" >= 0),
	CONSTRAINT "category_installation_minutes" CHECK ("category_installation"."minutes" between 15 and 480)
);
--> statement-breakpoint
CREATE TABLE "installation_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"state" "installation_visit_state" NOT NULL,
	"day" date,
	"slot" "installation_slot",
	"technician" text,
	"note" text,
	"price_paise" bigint DEFAULT 0 NOT NULL,
	"minutes" integer NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_visits_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "installation_visits_dated" CHECK (("installation_visits"."state" = 'to_book') = ("installation_visits"."day" is null) and ("installation_visits"."day" is null) = ("installation_visits"."slot" is null))
);
--> statement-breakpoint
CREATE TABLE "product_installation" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"offered" boolean NOT NULL,
	"price_paise" integer,
	"minutes" integer,
	CONSTRAINT "product_installation_price" CHECK ("product_installation"."price_paise" is null or "product_installation"."price_paise" >= 0),
	CONSTRAINT "product_installation_minutes" CHECK ("product_installation"."minutes" is null or "product_installation"."minutes" between 15 and 480)
);
--> statement-breakpoint
CREATE TABLE "installation_slot_bookings" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"slot" "installation_slot" NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "installation_slot_bookings_store_id_day_slot_pk" PRIMARY KEY("store_id","day","slot"),
	CONSTRAINT "installation_slot_bookings_nonneg" CHECK ("installation_slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_capacity" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"morning" integer DEFAULT 2 NOT NULL,
	"afternoon" integer DEFAULT 2 NOT NULL,
	"working_days" integer[] DEFAULT '{1,2,3,4,5,6}'::int[] NOT NULL,
	CONSTRAINT "store_capacity_nonneg" CHECK ("store_capacity"."morning" >= 0 and "store_capacity"."afternoon" >= 0),
	CONSTRAINT "store_capacity_days" CHECK ("store_capacity"."working_days" <@ '{0,1,2,3,4,5,6}'::int[])
);
--> statement-breakpoint
CREATE TABLE "store_holidays" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "store_holidays_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_pincodes" (
	"pincode" text NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "store_pincodes_pincode_store_id_pk" PRIMARY KEY("pincode","store_id")
);
--> statement-breakpoint
CREATE TABLE "service_request_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"status" "service_request_status" NOT NULL,
	"note" text,
	"technician" text,
	"visit_day" date,
	"visit_slot" "installation_slot",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"problem" text NOT NULL,
	"description" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_day" date,
	"preferred_slot" "installation_slot",
	"delivered_on" date NOT NULL,
	"warranty" jsonb NOT NULL,
	"chargeable" boolean NOT NULL,
	"status" "service_request_status" DEFAULT 'received' NOT NULL,
	"technician" text,
	"visit_day" date,
	"visit_slot" "installation_slot",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_ticket_unique" UNIQUE("ticket"),
	CONSTRAINT "service_requests_photos" CHECK (cardinality("service_requests"."photos") <= 3),
	CONSTRAINT "service_requests_preferred" CHECK (("service_requests"."preferred_day" is null) = ("service_requests"."preferred_slot" is null)),
	CONSTRAINT "service_requests_visit" CHECK (("service_requests"."visit_day" is null) = ("service_requests"."visit_slot" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "installation_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installation_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "serviceable_pincodes" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "serviceable_pincodes" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "category_installation" ADD CONSTRAINT "category_installation_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_visits" ADD CONSTRAINT "installation_visits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_visits" ADD CONSTRAINT "installation_visits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_installation" ADD CONSTRAINT "product_installation_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_slot_bookings" ADD CONSTRAINT "installation_slot_bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_capacity" ADD CONSTRAINT "store_capacity_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_holidays" ADD CONSTRAINT "store_holidays_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pincodes" ADD CONSTRAINT "store_pincodes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_history" ADD CONSTRAINT "service_request_history_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_visits_schedule_idx" ON "installation_visits" USING btree ("store_id","day","slot");--> statement-breakpoint
CREATE INDEX "installation_visits_booked_idx" ON "installation_visits" USING btree ("day") WHERE "installation_visits"."state" = 'booked';--> statement-breakpoint
CREATE INDEX "store_pincodes_store_idx" ON "store_pincodes" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "service_request_history_request_idx" ON "service_request_history" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_store_idx" ON "service_requests" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_order_idx" ON "service_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_requests_email_idx" ON "service_requests" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" - "orders"."coupon_discount_paise" - "orders"."prepaid_discount_paise" + "orders"."shipping_paise" + "orders"."installation_paise");