CREATE TABLE "mission_participant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'Started' NOT NULL,
	"completed_objective_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"reporter_user_id" text,
	"flag_type" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_mint_contract" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"objective_id" uuid,
	"chain_id" integer NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"version" text DEFAULT '1' NOT NULL,
	"price" text DEFAULT '0' NOT NULL,
	"max_supply" integer,
	"contract_address" text,
	"status" text DEFAULT 'pending_deployment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mission_status_starts_idx";--> statement-breakpoint
DROP INDEX "mission_chain_idx";--> statement-breakpoint
DROP INDEX "mission_featured_idx";--> statement-breakpoint
DROP INDEX "mission_org_idx";--> statement-breakpoint
ALTER TABLE "mission_participant" ADD CONSTRAINT "mission_participant_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD CONSTRAINT "mission_participant_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_report" ADD CONSTRAINT "mission_report_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_report" ADD CONSTRAINT "mission_report_reporter_user_id_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_mint_contract" ADD CONSTRAINT "nft_mint_contract_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_mint_contract" ADD CONSTRAINT "nft_mint_contract_objective_id_objective_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objective"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_participant_mission_user_idx" ON "mission_participant" USING btree ("mission_id","user_id");--> statement-breakpoint
CREATE INDEX "mission_participant_user_idx" ON "mission_participant" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mission_report_mission_idx" ON "mission_report" USING btree ("mission_id","created_at");--> statement-breakpoint
CREATE INDEX "mission_explore_featured_idx" ON "mission" USING btree ("sort_weight" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mission"."status" = 'published';--> statement-breakpoint
CREATE INDEX "mission_explore_newest_idx" ON "mission" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mission"."status" = 'published';--> statement-breakpoint
CREATE INDEX "mission_explore_ending_idx" ON "mission" USING btree ("ends_at","id") WHERE "mission"."status" = 'published';--> statement-breakpoint
CREATE INDEX "mission_explore_popular_idx" ON "mission" USING btree ("participant_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mission"."status" = 'published';--> statement-breakpoint
CREATE INDEX "mission_explore_chain_featured_idx" ON "mission" USING btree ("blockchain_chain_id","sort_weight" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mission"."status" = 'published';--> statement-breakpoint
CREATE INDEX "mission_explore_chain_ending_idx" ON "mission" USING btree ("blockchain_chain_id","ends_at","id") WHERE "mission"."status" = 'published';--> statement-breakpoint
CREATE INDEX "mission_title_trgm_idx" ON "mission" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mission_org_idx" ON "mission" USING btree ("organization_id","created_at" DESC NULLS LAST);