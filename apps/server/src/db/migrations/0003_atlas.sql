ALTER TABLE "content_item" ADD COLUMN "text_plain" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_item" ADD COLUMN "title_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_item" ADD COLUMN "topic_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_item" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(topic_text, '')), 'A') || setweight(to_tsvector('english', coalesce(text_plain, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "content_topic" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_channel" ADD COLUMN "last_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_channel" ADD COLUMN "next_fetch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_channel" ADD COLUMN "failure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_channel" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "content_item_popular_idx" ON "content_item" USING btree ("like_count" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_item_search_idx" ON "content_item" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "content_item_title_trgm_idx" ON "content_item" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_item_title_key_idx" ON "content_item" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "content_topic_feed_idx" ON "content_topic" USING btree ("topic_id","published_at" DESC NULLS FIRST,"content_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_channel_popular_idx" ON "news_channel" USING btree ("follower_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "news_topic_popular_idx" ON "news_topic" USING btree ("content_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "news_topic_name_trgm_idx" ON "news_topic" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
UPDATE "content_topic" SET "published_at" = ci."published_at" FROM "content_item" ci WHERE ci."id" = "content_topic"."content_id" AND "content_topic"."published_at" IS NULL;
