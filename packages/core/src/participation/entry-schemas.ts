import { z } from "zod";
import { ENTRY_MAX } from "../constants";
import { ENTRY_COUNT_MESSAGE, EXPORT_FIELDS, EXPORT_FIELDS_REQUIRED_MESSAGE, TX_HASH_MESSAGE, TX_HASH_PATTERN } from "./entry";

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
  quantity: z.coerce.number(ENTRY_COUNT_MESSAGE).int(ENTRY_COUNT_MESSAGE).min(0, ENTRY_COUNT_MESSAGE).max(ENTRY_MAX, ENTRY_COUNT_MESSAGE),
});
export type CompleteInput = z.infer<typeof completeSchema>;

export const exportSchema = z.object({
  fields: z.array(z.enum(EXPORT_FIELDS, EXPORT_FIELDS_REQUIRED_MESSAGE)).min(1, EXPORT_FIELDS_REQUIRED_MESSAGE),
});
