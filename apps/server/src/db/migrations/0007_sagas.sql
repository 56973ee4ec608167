CREATE TABLE "challenge_completion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
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
CREATE TABLE "platform_operator" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saga_booster" (
	"season_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"period" text NOT NULL,
	"hundredths" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saga_booster_season_id_user_id_source_period_pk" PRIMARY KEY("season_id","user_id","source","period")
);
--> statement-breakpoint
CREATE TABLE "saga_onboarding" (
	"user_id" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_allocation" (
	"season_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"account" text NOT NULL,
	"user_id" text,
	"credits" bigint NOT NULL,
	"stars_hundredths" integer NOT NULL,
	"membership_accrued_hundredths" integer NOT NULL,
	"staked_nft_hundredths" integer NOT NULL,
	"boosted_credits" numeric(78, 0) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"vault_amount" numeric(78, 0) NOT NULL,
	"stream_amount" numeric(78, 0) NOT NULL,
	"recipient" text,
	"stream_id" text,
	"payout_tx" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "season_allocation_season_id_position_pk" PRIMARY KEY("season_id","position")
);
--> statement-breakpoint
CREATE TABLE "season_settlement" (
	"season_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"algorithm" text NOT NULL,
	"hq_pool" numeric(78, 0) NOT NULL,
	"vault_bps" integer NOT NULL,
	"total_boosted" numeric(78, 0) NOT NULL,
	"participant_count" integer NOT NULL,
	"table_hash" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_by_user_id" text,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "challenge_completion" ADD CONSTRAINT "challenge_completion_challenge_id_weekly_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."weekly_challenge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_completion" ADD CONSTRAINT "challenge_completion_week_id_season_week_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."season_week"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_completion" ADD CONSTRAINT "challenge_completion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operator" ADD CONSTRAINT "platform_operator_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_booster" ADD CONSTRAINT "saga_booster_season_id_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."season"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_booster" ADD CONSTRAINT "saga_booster_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_onboarding" ADD CONSTRAINT "saga_onboarding_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_allocation" ADD CONSTRAINT "season_allocation_season_id_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."season"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_allocation" ADD CONSTRAINT "season_allocation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_settlement" ADD CONSTRAINT "season_settlement_season_id_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."season"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_settlement" ADD CONSTRAINT "season_settlement_settled_by_user_id_user_id_fk" FOREIGN KEY ("settled_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_completion_uq" ON "challenge_completion" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "challenge_completion_user_week_idx" ON "challenge_completion" USING btree ("user_id","week_id");--> statement-breakpoint
CREATE INDEX "challenge_completion_due_idx" ON "challenge_completion" USING btree ("next_attempt_at") WHERE "challenge_completion"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_completion_tx_uq" ON "challenge_completion" USING btree ("challenge_id",("input"->>'tx_hash')) WHERE "challenge_completion"."status" = 'completed' and "challenge_completion"."input" ? 'tx_hash';--> statement-breakpoint
CREATE INDEX "saga_booster_user_idx" ON "saga_booster" USING btree ("user_id","season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_allocation_account_uq" ON "season_allocation" USING btree ("season_id","account");--> statement-breakpoint
CREATE INDEX "season_allocation_user_idx" ON "season_allocation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_created_idx" ON "credit_ledger" USING btree ("created_at");