CREATE TABLE "product_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"asker_name" text NOT NULL,
	"body" text NOT NULL,
	"status" "review_status" NOT NULL,
	"status_reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_questions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer,
	"answered_by" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"status" "review_status" NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "question_answers_by" CHECK ("question_answers"."answered_by" in ('seller', 'buyer'))
);
--> statement-breakpoint
CREATE TABLE "review_request_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "rating_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_rank" integer GENERATED ALWAYS AS (case when "review_count" > 0 then round("rating_total" * 10.0 / "review_count")::int * 100000 + least("review_count", 99999) else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_product_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."product_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_questions_answered_idx" ON "product_questions" USING btree ("product_id","answered_at" DESC NULLS LAST) WHERE "product_questions"."status" = 'published' and "product_questions"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "product_questions_status_idx" ON "product_questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_questions_user_idx" ON "product_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "question_answers_status_idx" ON "question_answers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "question_answers_user_idx" ON "question_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_categories_rating_idx" ON "product_categories" USING btree ("category_id","rating_rank" DESC NULLS LAST,"product_id") WHERE "product_categories"."listable";--> statement-breakpoint
CREATE INDEX "products_rating_rank_idx" ON "products" USING btree ("rating_rank" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_photos" CHECK (cardinality("product_reviews"."photos") <= 3);--> statement-breakpoint
-- A review's photos show on the product page: changing them lets every page cache go.
DROP TRIGGER storefront_version_bump_edit ON product_reviews;--> statement-breakpoint
CREATE TRIGGER storefront_version_bump_edit AFTER UPDATE OF status, rating, title, body, author_name, seller_reply, photos ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
-- Answered questions show on the product page: any change to them or their answers lets
-- every process's page cache go.
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_questions
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON question_answers
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
--> statement-breakpoint
-- The "Customer rating" sort in collections: product_categories copies rating_rank like
-- the other sort keys (migration 0007).
CREATE OR REPLACE FUNCTION product_categories_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.active AND p.card_price_paise IS NOT NULL, p.card_price_paise, p.order_count, p.rating_rank
    INTO NEW.listable, NEW.card_price_paise, NEW.order_count, NEW.rating_rank
  FROM products p WHERE p.id = NEW.product_id;
  NEW.listable := coalesce(NEW.listable, false);
  NEW.order_count := coalesce(NEW.order_count, 0);
  NEW.rating_rank := coalesce(NEW.rating_rank, 0);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_sync_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories pc
  SET listable = n.active AND n.card_price_paise IS NOT NULL,
      card_price_paise = n.card_price_paise,
      order_count = n.order_count,
      rating_rank = n.rating_rank
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE pc.product_id = n.id
    AND (n.active, n.card_price_paise, n.order_count, n.rating_rank)
      IS DISTINCT FROM (o.active, o.card_price_paise, o.order_count, o.rating_rank);
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE product_categories pc SET rating_rank = p.rating_rank
FROM products p WHERE p.id = pc.product_id AND p.rating_rank <> 0;
