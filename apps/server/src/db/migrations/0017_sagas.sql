ALTER TABLE "season" RENAME TO "saga";--> statement-breakpoint
ALTER TABLE "season_allocation" RENAME TO "saga_allocation";--> statement-breakpoint
ALTER TABLE "season_settlement" RENAME TO "saga_settlement";--> statement-breakpoint
ALTER TABLE "season_week" RENAME TO "saga_week";--> statement-breakpoint
ALTER TABLE "saga_booster" RENAME COLUMN "season_id" TO "saga_id";--> statement-breakpoint
ALTER TABLE "saga_allocation" RENAME COLUMN "season_id" TO "saga_id";--> statement-breakpoint
ALTER TABLE "saga_settlement" RENAME COLUMN "season_id" TO "saga_id";--> statement-breakpoint
ALTER TABLE "saga_week" RENAME COLUMN "season_id" TO "saga_id";--> statement-breakpoint
ALTER TABLE "saga" DROP CONSTRAINT "season_slug_unique";--> statement-breakpoint
ALTER TABLE "challenge_completion" DROP CONSTRAINT "challenge_completion_week_id_season_week_id_fk";
--> statement-breakpoint
ALTER TABLE "saga_booster" DROP CONSTRAINT "saga_booster_season_id_season_id_fk";
--> statement-breakpoint
ALTER TABLE "saga_allocation" DROP CONSTRAINT "season_allocation_season_id_season_id_fk";
--> statement-breakpoint
ALTER TABLE "saga_allocation" DROP CONSTRAINT "season_allocation_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "saga_settlement" DROP CONSTRAINT "season_settlement_season_id_season_id_fk";
--> statement-breakpoint
ALTER TABLE "saga_settlement" DROP CONSTRAINT "season_settlement_settled_by_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "saga_week" DROP CONSTRAINT "season_week_season_id_season_id_fk";
--> statement-breakpoint
ALTER TABLE "weekly_challenge" DROP CONSTRAINT "weekly_challenge_week_id_season_week_id_fk";
--> statement-breakpoint
DROP INDEX "season_allocation_account_uq";--> statement-breakpoint
DROP INDEX "season_allocation_user_idx";--> statement-breakpoint
DROP INDEX "season_week_number_uq";--> statement-breakpoint
DROP INDEX "season_week_starts_idx";--> statement-breakpoint
DROP INDEX "saga_booster_user_idx";--> statement-breakpoint
ALTER TABLE "saga_booster" DROP CONSTRAINT "saga_booster_season_id_user_id_source_period_pk";--> statement-breakpoint
ALTER TABLE "saga_allocation" DROP CONSTRAINT "season_allocation_season_id_position_pk";--> statement-breakpoint
ALTER TABLE "saga_booster" ADD CONSTRAINT "saga_booster_saga_id_user_id_source_period_pk" PRIMARY KEY("saga_id","user_id","source","period");--> statement-breakpoint
ALTER TABLE "saga_allocation" ADD CONSTRAINT "saga_allocation_saga_id_position_pk" PRIMARY KEY("saga_id","position");--> statement-breakpoint
ALTER TABLE "challenge_completion" ADD CONSTRAINT "challenge_completion_week_id_saga_week_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."saga_week"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_booster" ADD CONSTRAINT "saga_booster_saga_id_saga_id_fk" FOREIGN KEY ("saga_id") REFERENCES "public"."saga"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_allocation" ADD CONSTRAINT "saga_allocation_saga_id_saga_id_fk" FOREIGN KEY ("saga_id") REFERENCES "public"."saga"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_allocation" ADD CONSTRAINT "saga_allocation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_settlement" ADD CONSTRAINT "saga_settlement_saga_id_saga_id_fk" FOREIGN KEY ("saga_id") REFERENCES "public"."saga"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_settlement" ADD CONSTRAINT "saga_settlement_settled_by_user_id_user_id_fk" FOREIGN KEY ("settled_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saga_week" ADD CONSTRAINT "saga_week_saga_id_saga_id_fk" FOREIGN KEY ("saga_id") REFERENCES "public"."saga"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_challenge" ADD CONSTRAINT "weekly_challenge_week_id_saga_week_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."saga_week"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saga_allocation_account_uq" ON "saga_allocation" USING btree ("saga_id","account");--> statement-breakpoint
CREATE INDEX "saga_allocation_user_idx" ON "saga_allocation" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saga_week_number_uq" ON "saga_week" USING btree ("saga_id","week_number");--> statement-breakpoint
CREATE INDEX "saga_week_starts_idx" ON "saga_week" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "saga_booster_user_idx" ON "saga_booster" USING btree ("user_id","saga_id");--> statement-breakpoint
ALTER TABLE "saga" ADD CONSTRAINT "saga_slug_unique" UNIQUE("slug");