ALTER TABLE "challenge_completion" ADD COLUMN "queue_key" text;--> statement-breakpoint
ALTER TABLE "challenge_completion" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "objective_completion" ADD COLUMN "queue_key" text;--> statement-breakpoint
ALTER TABLE "objective_completion" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "challenge_completion_claim_idx" ON "challenge_completion" USING btree (coalesce("queued_at", "next_attempt_at")) WHERE "challenge_completion"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "challenge_completion_queue_idx" ON "challenge_completion" USING btree ("queue_key","queued_at") WHERE "challenge_completion"."status" = 'pending' and "challenge_completion"."queue_key" is not null;--> statement-breakpoint
CREATE INDEX "objective_completion_claim_idx" ON "objective_completion" USING btree (coalesce("queued_at", "next_attempt_at")) WHERE "objective_completion"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "objective_completion_queue_idx" ON "objective_completion" USING btree ("queue_key","queued_at") WHERE "objective_completion"."status" = 'pending' and "objective_completion"."queue_key" is not null;