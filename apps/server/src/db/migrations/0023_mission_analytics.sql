CREATE TABLE "analytics_roll_up_state" (
	"name" text PRIMARY KEY NOT NULL,
	"counted_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_cohort_hourly" (
	"mission_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"returning" integer DEFAULT 0 NOT NULL,
	"new_accounts" integer DEFAULT 0 NOT NULL,
	"all_objectives" integer DEFAULT 0 NOT NULL,
	"entered" integer DEFAULT 0 NOT NULL,
	"winners" integer DEFAULT 0 NOT NULL,
	"wallets_checked" integer DEFAULT 0 NOT NULL,
	"wallets_without_transactions" integer DEFAULT 0 NOT NULL,
	"objectives" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"linked_providers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "mission_cohort_hourly_mission_id_hour_pk" PRIMARY KEY("mission_id","hour")
);
--> statement-breakpoint
CREATE TABLE "mission_completion_hourly" (
	"mission_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_completion_hourly_mission_id_hour_pk" PRIMARY KEY("mission_id","hour")
);
--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "is_returning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "is_new_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "network_hash" bigint;--> statement-breakpoint
ALTER TABLE "mission_participant" ADD COLUMN "entry_wallet_has_transactions" boolean;--> statement-breakpoint
ALTER TABLE "mission_cohort_hourly" ADD CONSTRAINT "mission_cohort_hourly_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completion_hourly" ADD CONSTRAINT "mission_completion_hourly_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_participant_started_idx" ON "mission_participant" USING btree ("mission_id","created_at","network_hash");--> statement-breakpoint
CREATE INDEX "mission_participant_entered_idx" ON "mission_participant" USING btree ("mission_id","entered_at") WHERE "mission_participant"."entered_at" is not null;--> statement-breakpoint
CREATE INDEX "mission_participant_changed_idx" ON "mission_participant" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "mission_participant_wallet_idx" ON "mission_participant" USING btree ("mission_id",lower("wallet_address"));--> statement-breakpoint
CREATE INDEX "objective_completion_mission_completed_idx" ON "objective_completion" USING btree ("mission_id","completed_at") WHERE "objective_completion"."status" = 'completed';--> statement-breakpoint
-- Participants from before these columns: whether they had started another of the organization's missions first,
-- and how old their account was then (the network and the entry wallet's history were not seen, so stay unknown).
UPDATE "mission_participant" p SET
  "is_returning" = EXISTS (
    SELECT 1 FROM "mission_participant" q
    JOIN "mission" mq ON mq."id" = q."mission_id"
    JOIN "mission" mp ON mp."id" = p."mission_id"
    WHERE q."user_id" = p."user_id" AND mq."organization_id" = mp."organization_id" AND q."created_at" < p."created_at"
  ),
  "is_new_account" = EXISTS (
    SELECT 1 FROM "user" u WHERE u."id" = p."user_id" AND u."created_at" > p."created_at" - interval '24 hours'
  );
