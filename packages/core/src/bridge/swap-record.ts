import { z } from "zod";
import { isEvmAddress } from "../address";
import { getChainById, rewardChainKind } from "../chains";
import { INVALID_CHAIN_MESSAGE_PREFIX } from "../chain-lookup";

// A completed bridge or swap route (docs/product/bridge.md#swap-records), as the /bridge page posts it to POST /swaps/
// once the LI.FI route has executed. The field names are LI.FI's route fields; amounts are the tokens' base units as
// decimal strings (uint256 does not fit a JSON number), USD values decimal strings as LI.FI gives them.

// docs/product/bridge.md#bridge-messages, word for word (the catalogue's "You" included).
export const BRIDGE_SUCCESS_MESSAGE = "You transaction was successful!";
export const BRIDGE_FAILURE_MESSAGE = "Error Bridging.";

export const SWAP_AMOUNT_MESSAGE = "Amounts are whole numbers of the token's smallest unit.";
export const SWAP_USD_MESSAGE = "USD values are decimal numbers such as 12.34.";
export const SWAP_ADDRESS_MESSAGE = "Enter a wallet address valid on that chain.";

const baseUnits = z.string().regex(/^\d{1,78}$/, SWAP_AMOUNT_MESSAGE);
const usd = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,18})?$/, SWAP_USD_MESSAGE));
const chainId = z
  .number()
  .int()
  .refine((id) => getChainById(id) !== undefined, {
    error: (issue) => `${INVALID_CHAIN_MESSAGE_PREFIX}${String(issue.input)}`,
  });
const token = z.object({
  address: z.string().min(1).max(100),
  symbol: z.string().min(1).max(32),
  decimals: z.number().int().min(0).max(36),
});
const wallet = z.string().trim().min(1, SWAP_ADDRESS_MESSAGE).max(100, SWAP_ADDRESS_MESSAGE);

export const swapRecordSchema = z
  .object({
    /** LI.FI's route id: the record's id, so posting the same route twice stores it once. */
    id: z.string().trim().min(1).max(200),
    fromChainId: chainId,
    fromAmountUSD: usd,
    fromAmount: baseUnits,
    fromToken: token,
    fromAddress: wallet,
    toChainId: chainId,
    toAmountUSD: usd,
    toAmount: baseUnits,
    toAmountMin: baseUnits,
    toToken: token,
    toAddress: wallet,
    gasCostUSD: usd.nullable().default(null),
    containsSwitchChain: z.boolean().default(false),
    /** The route's transactions (explorer links); LI.FI gives each step's hash once it is sent. */
    transactions: z
      .array(
        z.object({
          chainId,
          txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "A transaction hash is 0x and 64 hex characters."),
        }),
      )
      .max(20)
      .default([]),
  })
  .superRefine((r, ctx) => {
    for (const [key, chain] of [
      ["fromAddress", r.fromChainId],
      ["toAddress", r.toChainId],
    ] as const) {
      if (rewardChainKind(chain) === "evm" && !isEvmAddress(r[key])) {
        ctx.addIssue({ code: "custom", path: [key], message: SWAP_ADDRESS_MESSAGE });
      }
    }
  });

export type SwapRecordInput = z.input<typeof swapRecordSchema>;
export type SwapRecord = z.output<typeof swapRecordSchema>;
