CREATE TABLE "analytics_salt" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_view_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"visitor_hash" bigint NOT NULL,
	"is_signed_in" boolean NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_campaign" text
);
--> statement-breakpoint
CREATE TABLE "mission_view_hourly" (
	"mission_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"signed_in_visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_view_hourly_mission_id_hour_pk" PRIMARY KEY("mission_id","hour")
);
--> statement-breakpoint
CREATE TABLE "mission_view_source_hourly" (
	"mission_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_view_source_hourly_pk" PRIMARY KEY("mission_id","hour","referrer_host","utm_source","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "mission_visitor_day" (
	"mission_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" bigint NOT NULL,
	CONSTRAINT "mission_visitor_day_mission_id_day_visitor_hash_pk" PRIMARY KEY("mission_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "mission_view_hourly" ADD CONSTRAINT "mission_view_hourly_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_view_source_hourly" ADD CONSTRAINT "mission_view_source_hourly_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_visitor_day_day_idx" ON "mission_visitor_day" USING btree ("day");