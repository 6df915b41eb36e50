ALTER TABLE "order_lines" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "line_total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;