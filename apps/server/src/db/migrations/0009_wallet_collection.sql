ALTER TABLE "mission_participant" ADD COLUMN "wallet_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward" ADD COLUMN "wallet_deadline" timestamp with time zone;