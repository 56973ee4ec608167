CREATE TABLE "swap" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"from_chain_id" integer NOT NULL,
	"from_amount_usd" text NOT NULL,
	"from_amount" text NOT NULL,
	"from_token" jsonb NOT NULL,
	"from_address" text NOT NULL,
	"to_chain_id" integer NOT NULL,
	"to_amount_usd" text NOT NULL,
	"to_amount" text NOT NULL,
	"to_amount_min" text NOT NULL,
	"to_token" jsonb NOT NULL,
	"to_address" text NOT NULL,
	"gas_cost_usd" text,
	"contains_switch_chain" boolean DEFAULT false NOT NULL,
	"transactions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swap" ADD CONSTRAINT "swap_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_user_created_idx" ON "swap" USING btree ("user_id","created_at","id");