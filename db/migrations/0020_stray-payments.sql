CREATE TABLE "stray_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" "payment_status" DEFAULT 'refund_pending' NOT NULL,
	"provider_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stray_payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
ALTER TABLE "stray_payments" ADD CONSTRAINT "stray_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stray_payments_order_idx" ON "stray_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stray_payments_refund_idx" ON "stray_payments" USING btree ("status") WHERE "stray_payments"."status" = 'refund_pending';