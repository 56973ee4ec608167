import { z } from "zod";
import { ENTRY_MAX } from "../constants";
import {
  ENTRY_COUNT_MESSAGE,
  EXPORT_FIELDS,
  EXPORT_FIELDS_REQUIRED_MESSAGE,
  TX_HASH_MESSAGE,
  TX_HASH_PATTERN,
} from "./entry";
import { WALLET_COLLECTION_KINDS, WINNER_WALLET_MESSAGES, type WinnerWalletView } from "./winner-wallet";

// The request schemas of participation, apart from the entry rules (./entry) so the mission page's entry form
// does not bring zod along.

/** POST /missions/{id}/participate/: -1 joins without an objective (is_not_from_mission). */
export const participateSchema = z.object({
  objective_id: z.union([z.literal(-1), z.literal("-1"), z.uuid("Unknown objective.")]),
  /** On-chain "function called" objectives: the transaction the user sent. */
  tx_hash: z.string().regex(TX_HASH_PATTERN, TX_HASH_MESSAGE).optional(),
  /** Client validation: what the browser saw (a soft signal). */
  client_signal: z.object({ okx_wallet_present: z.boolean() }).optional(),
  /** The visit of a link or video started (dwell-time objectives). */
  action: z.enum(["verify", "visit"]).default("verify"),
});
export type ParticipateInput = z.infer<typeof participateSchema>;

/** POST /missions/{id}/complete/ — the entry. */
export const completeSchema = z.object({
  wallet_address: z.string().trim().min(1, "Enter the wallet address to receive the reward.").max(120),
  quantity: z.coerce
    .number(ENTRY_COUNT_MESSAGE)
    .int(ENTRY_COUNT_MESSAGE)
    .min(0, ENTRY_COUNT_MESSAGE)
    .max(ENTRY_MAX, ENTRY_COUNT_MESSAGE),
});
export type CompleteInput = z.infer<typeof completeSchema>;

export const exportSchema = z.object({
  fields: z.array(z.enum(EXPORT_FIELDS, EXPORT_FIELDS_REQUIRED_MESSAGE)).min(1, EXPORT_FIELDS_REQUIRED_MESSAGE),
});

/** PUT /missions/{id}/winner-wallet: the wallet a winner's reward goes to (checked against the reward's chain). */
export const submitWinnerWalletSchema = z.object({
  wallet_address: z.string(WINNER_WALLET_MESSAGES.required).trim().min(1, WINNER_WALLET_MESSAGES.required).max(120),
});
export type SubmitWinnerWalletInput = z.infer<typeof submitWinnerWalletSchema>;

/** The answer of the winner-wallet routes (OpenAPI and the compiled serializer). */
export const winnerWalletViewSchema = z.object({
  mission: z.object({ id: z.string(), slug: z.string(), title: z.string(), status: z.string() }),
  reward: z.object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(WALLET_COLLECTION_KINDS),
    blockchain_chain_id: z.number().int(),
    chain_label: z.string(),
    wallet_kind: z.enum(["evm", "solana", "bitcoin_ordinals"]),
  }),
  submitted_wallet: z.string().nullable(),
  wallet_state: z.enum(["submitted", "to_confirm", "missing"]),
  wallet_confirmed_at: z.string().nullable(),
  wallet_deadline: z.string().nullable(),
  is_open: z.boolean(),
  selected_at: z.string().nullable(),
});
// The schema and the type the web app reads must describe the same answer.
const _viewFits: [
  z.infer<typeof winnerWalletViewSchema> extends WinnerWalletView ? true : never,
  WinnerWalletView extends z.infer<typeof winnerWalletViewSchema> ? true : never,
] = [true, true];
void _viewFits;
