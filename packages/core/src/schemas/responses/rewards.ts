import { z } from "zod";
import { REWARD_KINDS, SELECTION_PROCESSES } from "../../missions/mission-schemas";
import type { RewardView } from "../mission-views";
import { dataAnswer, isoDateTime } from "./common";
import { sameType } from "./same-type";

// What the reward routes answer; the plain type it must equal is RewardView in schemas/mission-views.ts.

export const rewardViewSchema = z.object({
  id: z.string(),
  mission: z.string(),
  kind: z.enum(REWARD_KINDS),
  title: z.string(),
  about: z.string(),
  reward_asset: z.string().nullable(),
  reward_asset_type: z.enum(["image", "video"]).nullable(),
  blockchain_chain_id: z.number().int(),
  chain_label: z.string().describe("Bitcoin Ordinals, Solana, or the EVM chain's name"),
  selection_process: z.enum(SELECTION_PROCESSES),
  number_of_winners: z.number().int().nullable(),
  winners_label: z.string().describe('"TBD" when number_of_winners is absent'),
  winner_next_steps: z.string(),
  contract_address: z.string().nullable(),
  token_allocation: z
    .string()
    .regex(/^\d+$/)
    .nullable()
    .describe("Token rewards: base units per winner, as a decimal string"),
  wallet_deadline: isoDateTime.nullable().describe("Winners submit wallets until then; null: no deadline"),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
sameType<z.output<typeof rewardViewSchema>, RewardView>();
export const rewardAnswer = dataAnswer(rewardViewSchema);
