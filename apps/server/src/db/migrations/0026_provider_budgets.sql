CREATE TABLE "provider_budget" (
	"key" text PRIMARY KEY NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"used" integer NOT NULL
);
