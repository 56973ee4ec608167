import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userRef } from "./auth";

type TokenRecord = { address: string; symbol: string; decimals: number };

/**
 * Completed bridge and swap routes (docs/product/bridge.md#swap-records), keyed by LI.FI's route id: a route is stored
 * once.
 */
export const swap = pgTable(
  "swap",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    fromChainId: integer("from_chain_id").notNull(),
    fromAmountUsd: text("from_amount_usd").notNull(),
    fromAmount: text("from_amount").notNull(),
    fromToken: jsonb("from_token").$type<TokenRecord>().notNull(),
    fromAddress: text("from_address").notNull(),
    toChainId: integer("to_chain_id").notNull(),
    toAmountUsd: text("to_amount_usd").notNull(),
    toAmount: text("to_amount").notNull(),
    toAmountMin: text("to_amount_min").notNull(),
    toToken: jsonb("to_token").$type<TokenRecord>().notNull(),
    toAddress: text("to_address").notNull(),
    gasCostUsd: text("gas_cost_usd"),
    containsSwitchChain: boolean("contains_switch_chain").notNull().default(false),
    transactions: jsonb("transactions").$type<{ chainId: number; txHash: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("swap_user_created_idx").on(t.userId, t.createdAt, t.id)],
);
