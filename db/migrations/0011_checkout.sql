CREATE TYPE "public"."order_payment_state" AS ENUM('pending', 'paid', 'cod', 'failed', 'refund_due', 'refunded');--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" bigint NOT NULL,
	"receipt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate_percent" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_percent" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" "order_payment_state" NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_cart" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD CONSTRAINT "sandbox_gateway_payments_order_id_sandbox_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_payments_order_idx" ON "sandbox_gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_unsettled_idx" ON "orders" USING btree ("payment_state","placed_at") WHERE "orders"."payment_state" in ('pending', 'refund_due');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate" CHECK ("categories"."gst_rate_percent" is null or "categories"."gst_rate_percent" in (0, 5, 12, 18, 28, 40));