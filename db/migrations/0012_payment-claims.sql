ALTER TYPE "public"."payment_status" ADD VALUE 'creating' BEFORE 'created';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunding' BEFORE 'refunded';--> statement-breakpoint
DROP INDEX "payments_order_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");