CREATE TABLE "hq_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hq_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_draw" (
	"mission_id" uuid PRIMARY KEY NOT NULL,
	"algorithm" text DEFAULT 'questhq-draw-v1' NOT NULL,
	"seed_source" text NOT NULL,
	"seed_commitment" text NOT NULL,
	"server_seed" text NOT NULL,
	"beacon_round" bigint,
	"seed" text,
	"entry_list_hash" text,
	"entry_count" integer,
	"total_weight" bigint,
	"number_of_winners" integer,
	"winners" jsonb,
	"frozen_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"drawn_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_draw_entry" (
	"mission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"entrant_id" uuid NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "mission_draw_entry_mission_id_position_pk" PRIMARY KEY("mission_id","position")
);
--> statement-breakpoint
CREATE TABLE "oauth_state" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text,
	"redirect_uri" text DEFAULT '/' NOT NULL,
	"organization_id" uuid,
	"use_existing_account" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_completion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_self_attested" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"credits_awarded" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_social_account" (
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"username" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"token_expires_at" timestamp with time zone,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"linked_by_user_id" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_social_account_organization_id_provider_pk" PRIMARY KEY("organization_id","provider")
);
--> statement-breakpoint
CREATE TABLE "social_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"username" text,
	"display_name" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"token_expires_at" timestamp with time zone,
	"scope" text,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlinked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hq_stake" ALTER COLUMN "locked" SET DATA TYPE numeric(78, 0);--> statement-breakpoint
ALTER TABLE "hq_stake" ALTER COLUMN "locked" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "hq_stake" ALTER COLUMN "available" SET DATA TYPE numeric(78, 0);--> statement-breakpoint
ALTER TABLE "hq_stake" ALTER COLUMN "available" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "objective" ALTER COLUMN "credits" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "objective" ALTER COLUMN "credits" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "paid_entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "wallet_address" text;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "is_not_from_mission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "selected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hq_ledger" ADD CONSTRAINT "hq_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_draw" ADD CONSTRAINT "mission_draw_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_draw" ADD CONSTRAINT "mission_draw_drawn_by_user_id_user_id_fk" FOREIGN KEY ("drawn_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_draw_entry" ADD CONSTRAINT "mission_draw_entry_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_draw_entry" ADD CONSTRAINT "mission_draw_entry_entrant_id_mission_participant_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."mission_participant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_state" ADD CONSTRAINT "oauth_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_state" ADD CONSTRAINT "oauth_state_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_completion" ADD CONSTRAINT "objective_completion_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_completion" ADD CONSTRAINT "objective_completion_objective_id_objective_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objective"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_completion" ADD CONSTRAINT "objective_completion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_social_account" ADD CONSTRAINT "organization_social_account_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_social_account" ADD CONSTRAINT "organization_social_account_linked_by_user_id_user_id_fk" FOREIGN KEY ("linked_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_account" ADD CONSTRAINT "social_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hq_ledger_idem_uq" ON "hq_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "hq_ledger_user_idx" ON "hq_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "oauth_state_expires_idx" ON "oauth_state" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_completion_uq" ON "objective_completion" USING btree ("objective_id","user_id");--> statement-breakpoint
CREATE INDEX "objective_completion_user_idx" ON "objective_completion" USING btree ("user_id","mission_id");--> statement-breakpoint
CREATE INDEX "objective_completion_due_idx" ON "objective_completion" USING btree ("next_attempt_at") WHERE "objective_completion"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "objective_completion_tx_uq" ON "objective_completion" USING btree ("objective_id",("input"->>'tx_hash')) WHERE "objective_completion"."status" = 'completed' and "objective_completion"."input" ? 'tx_hash';--> statement-breakpoint
CREATE UNIQUE INDEX "social_account_live_uq" ON "social_account" USING btree ("provider","provider_user_id") WHERE "social_account"."unlinked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "social_account_user_live_uq" ON "social_account" USING btree ("user_id","provider") WHERE "social_account"."unlinked_at" is null;--> statement-breakpoint
CREATE INDEX "social_account_history_idx" ON "social_account" USING btree ("provider","provider_user_id","unlinked_at");