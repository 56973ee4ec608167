CREATE TABLE "relayed_transaction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"chain_id" integer NOT NULL,
	"kind" text NOT NULL,
	"wallet" text NOT NULL,
	"target" text NOT NULL,
	"value" numeric(78, 0) NOT NULL,
	"gas_limit" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relayed_transaction" ADD CONSTRAINT "relayed_transaction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "relayed_transaction_key_uq" ON "relayed_transaction" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "relayed_transaction_user_idx" ON "relayed_transaction" USING btree ("user_id","created_at");