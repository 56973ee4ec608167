import { explorerTxUrl, type ExplorerBases } from "@questhq/core";
import type { SwapView } from "@questhq/core/schemas/responses/swaps";
import type { swap } from "../../db/schema/index";

/**
 * A stored route as the history shows it, each transaction with its explorer link: the chain registry's, or this
 * run's explorer for a chain without one (the local chain's sandbox explorer, sandbox-explorer.ts).
 */
export function toSwapView(row: typeof swap.$inferSelect, explorers: ExplorerBases): SwapView {
  return {
    id: row.id,
    fromChainId: row.fromChainId,
    fromAmountUSD: row.fromAmountUsd,
    fromAmount: row.fromAmount,
    fromToken: row.fromToken,
    fromAddress: row.fromAddress,
    toChainId: row.toChainId,
    toAmountUSD: row.toAmountUsd,
    toAmount: row.toAmount,
    toAmountMin: row.toAmountMin,
    toToken: row.toToken,
    toAddress: row.toAddress,
    gasCostUSD: row.gasCostUsd,
    containsSwitchChain: row.containsSwitchChain,
    transactions: row.transactions.map((t) => ({ ...t, url: explorerTxUrl(t.chainId, t.txHash, explorers) })),
    createdAt: row.createdAt.toISOString(),
  };
}
