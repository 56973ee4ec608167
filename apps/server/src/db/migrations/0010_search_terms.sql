CREATE TABLE "search_term" (
	"term" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term_content" (
	"term" text NOT NULL,
	"content_id" uuid NOT NULL,
	"rank" real NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_term_content_content_id_term_pk" PRIMARY KEY("content_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_term_content" ADD CONSTRAINT "search_term_content_content_id_content_item_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_term_lexeme_idx" ON "search_term" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "search_term_content_rank_idx" ON "search_term_content" USING btree ("term","rank" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"content_id" DESC NULLS FIRST);