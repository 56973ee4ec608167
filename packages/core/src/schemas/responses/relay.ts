import { z } from "zod";
import type { GaslessStatus, RelayResult } from "../../chain/gasless";
import { hexSchema } from "./chain";
import { dataAnswer, isoDateTime } from "./common";
import { sameType } from "./same-type";

// What the relay routes answer (gasless mints and claims for stakers).

export const gaslessStatusSchema = z.object({
  is_staker: z.boolean(),
  per_day: z.number().int(),
  used_today: z.number().int(),
  remaining_today: z.number().int(),
  min_stake_hq: z.number().int(),
  max_gas: z.number().int(),
  forwarder: hexSchema.describe("The ERC-2771 forwarder requests are signed for (one address on every chain)"),
  chain_ids: z.array(z.number().int()).describe("Chains the relayer serves"),
  renews_at: isoDateTime.describe("When today's budget renews (the next midnight UTC)"),
});
sameType<z.output<typeof gaslessStatusSchema>, GaslessStatus>();
export const gaslessStatusAnswer = dataAnswer(gaslessStatusSchema);

export const relayResultSchema = z.object({
  tx_hash: hexSchema,
  chain_id: z.number().int(),
  kind: z.enum(["mint", "claim"]),
  remaining_today: z.number().int(),
});
sameType<z.output<typeof relayResultSchema>, RelayResult>();
export const relayResultAnswer = dataAnswer(relayResultSchema);
