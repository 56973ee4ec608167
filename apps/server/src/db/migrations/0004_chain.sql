CREATE TABLE "chain_asset" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer NOT NULL,
	CONSTRAINT "chain_asset_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "chain_cursor" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"contract" text NOT NULL,
	"event" text NOT NULL,
	"args" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_pending" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"event" text NOT NULL,
	"wallet" text NOT NULL,
	"amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"stream_id" text,
	CONSTRAINT "chain_pending_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "chain_signature" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"wallet" text NOT NULL,
	"amount" numeric(78, 0),
	"nonce" numeric(78, 0),
	"valid_until_block" bigint,
	"mission_id" uuid,
	"objective_id" uuid,
	"status" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_stream" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"stream_id" text NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"asset" text NOT NULL,
	"deposit_amount" numeric(78, 0) NOT NULL,
	"withdrawn_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"refunded_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"start_time" bigint NOT NULL,
	"cliff_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint NOT NULL,
	"cancelable" boolean NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"canceled_time" bigint,
	"vault_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"vault_claimed" boolean DEFAULT false NOT NULL,
	"created_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_stream_chain_id_contract_stream_id_pk" PRIMARY KEY("chain_id","contract","stream_id")
);
--> statement-breakpoint
CREATE TABLE "mission_claim" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"user_id" text,
	"wallet" text NOT NULL,
	"claimed_block_timestamp" bigint NOT NULL,
	"amount" numeric(78, 0),
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_mint" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"wallet" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_mint_chain_id_contract_wallet_pk" PRIMARY KEY("chain_id","contract","wallet")
);
--> statement-breakpoint
CREATE TABLE "nft_stake" (
	"chain_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"whale_count" integer DEFAULT 0 NOT NULL,
	"token_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"block_number" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_stake_chain_id_wallet_pk" PRIMARY KEY("chain_id","wallet")
);
--> statement-breakpoint
ALTER TABLE "reward" ADD COLUMN "contract_address" text;--> statement-breakpoint
ALTER TABLE "reward" ADD COLUMN "token_allocation" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "chain_signature" ADD CONSTRAINT "chain_signature_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_signature" ADD CONSTRAINT "chain_signature_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_signature" ADD CONSTRAINT "chain_signature_objective_id_objective_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objective"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claim" ADD CONSTRAINT "mission_claim_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claim" ADD CONSTRAINT "mission_claim_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_event_log_uq" ON "chain_event" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_event_block_idx" ON "chain_event" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_pending_wallet_idx" ON "chain_pending" USING btree ("wallet");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_signature_nonce_uq" ON "chain_signature" USING btree ("chain_id","contract","wallet","nonce") WHERE "chain_signature"."nonce" is not null;--> statement-breakpoint
CREATE INDEX "chain_signature_open_idx" ON "chain_signature" USING btree ("chain_id","valid_until_block") WHERE "chain_signature"."status" = 'issued' and "chain_signature"."kind" = 'withdraw';--> statement-breakpoint
CREATE INDEX "chain_signature_user_idx" ON "chain_signature" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chain_stream_recipient_idx" ON "chain_stream" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claim_uq" ON "mission_claim" USING btree ("mission_id","wallet","claimed_block_timestamp");--> statement-breakpoint
CREATE INDEX "mission_claim_user_idx" ON "mission_claim" USING btree ("user_id","mission_id");