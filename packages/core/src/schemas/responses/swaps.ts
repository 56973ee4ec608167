import { z } from "zod";
import { dataAnswer, isoDateTime, pageAnswer } from "./common";

// Answers of the swap history: a stored route with the links its chains' explorers give.

const tokenView = z.object({ address: z.string(), symbol: z.string(), decimals: z.number().int() });

export const swapViewSchema = z.object({
  id: z.string(),
  fromChainId: z.number().int(),
  fromAmountUSD: z.string(),
  fromAmount: z.string(),
  fromToken: tokenView,
  fromAddress: z.string(),
  toChainId: z.number().int(),
  toAmountUSD: z.string(),
  toAmount: z.string(),
  toAmountMin: z.string(),
  toToken: tokenView,
  toAddress: z.string(),
  gasCostUSD: z.string().nullable(),
  containsSwitchChain: z.boolean(),
  transactions: z.array(z.object({ chainId: z.number().int(), txHash: z.string(), url: z.string().nullable() })),
  createdAt: isoDateTime,
});
export type SwapView = z.output<typeof swapViewSchema>;

/** POST /swaps/: the stored record (the first one stored when the route was posted before). */
export const swapAnswer = dataAnswer(swapViewSchema);
/** GET /swaps/: the signed-in user's swaps, newest first. */
export const swapPageAnswer = pageAnswer(swapViewSchema);
