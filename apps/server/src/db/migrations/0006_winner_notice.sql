CREATE TABLE "winner_notice" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"mission_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "winner_notice" ADD CONSTRAINT "winner_notice_participant_id_mission_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."mission_participant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_notice" ADD CONSTRAINT "winner_notice_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_notice" ADD CONSTRAINT "winner_notice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "winner_notice_due_idx" ON "winner_notice" USING btree ("next_attempt_at") WHERE "winner_notice"."status" = 'pending';