CREATE SEQUENCE "public"."complaint_ticket_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "ticket" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_phone_key_idx" ON "outbox" USING btree ("dedupe_key" text_pattern_ops) WHERE "outbox"."kind" = 'phone';--> statement-breakpoint
CREATE INDEX "outbox_provider_ref_idx" ON "outbox" USING btree ("provider_ref") WHERE "outbox"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "outbox_phone_failed_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."kind" = 'phone' and "outbox"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_ticket_unique" UNIQUE("ticket");