CREATE TABLE "email_digest" (
	"user_id" text PRIMARY KEY NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_preference" (
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preference_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "notification_email" (
	"notification_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_digest" ADD CONSTRAINT "email_digest_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preference" ADD CONSTRAINT "email_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email" ADD CONSTRAINT "notification_email_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email" ADD CONSTRAINT "notification_email_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_email_due_idx" ON "notification_email" USING btree ("next_attempt_at") WHERE "notification_email"."status" = 'pending';--> statement-breakpoint
-- Winner emails still waiting in the old queue (winner_notice) move to notification_email. A draw after 0024 wrote
-- the winner's notification already; for an older one it is written here as the draw writes it.
INSERT INTO "notification" ("user_id", "kind", "event_key", "data")
SELECT wn.user_id, 'draw_won', 'draw:' || wn.mission_id,
  jsonb_build_object('mission_title', m.title, 'mission_slug', m.slug, 'reward_title', r.title, 'next_step',
    CASE WHEN r.kind = 'nft_mint' THEN 'mint' WHEN r.kind = 'token' THEN 'claim'
      WHEN r.wallet_deadline IS NOT NULL THEN 'wallet' ELSE 'none' END)
FROM "winner_notice" wn
JOIN "mission" m ON m.id = wn.mission_id
LEFT JOIN "reward" r ON r.mission_id = m.id
WHERE wn.status = 'pending'
ON CONFLICT ("user_id", "event_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "notification_email" ("notification_id", "user_id", "category", "attempts", "next_attempt_at")
SELECT n.id, wn.user_id, 'winner', wn.attempts, wn.next_attempt_at
FROM "winner_notice" wn
JOIN "notification" n ON n.user_id = wn.user_id AND n.event_key = 'draw:' || wn.mission_id
WHERE wn.status = 'pending'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An older server still running during the upgrade must not send them too.
UPDATE "winner_notice" SET "status" = 'failed', "last_error" = 'moved to notification_email (migration 0025)'
WHERE "status" = 'pending';
