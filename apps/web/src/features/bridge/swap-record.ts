import type { SwapRecordInput } from "@questhq/core";
import type { RouteExtended } from "@lifi/sdk";

// The swap record (docs/product/bridge.md#swap-records) of a route LI.FI has finished executing: the route's own
// fields, with the amounts that were really paid and received where the execution reports them, and the transactions
// the steps sent (explorer links).

const token = (t: { address: string; symbol: string; decimals: number }) => ({
  address: t.address,
  symbol: t.symbol,
  decimals: t.decimals,
});

export function swapRecordOf(route: RouteExtended): SwapRecordInput {
  const first = route.steps[0]?.execution;
  const last = route.steps.at(-1)?.execution;
  const seen = new Set<string>();
  const transactions = route.steps
    .flatMap((step) => step.execution?.actions ?? [])
    .flatMap((action) =>
      action.txHash && /^0x[0-9a-fA-F]{64}$/.test(action.txHash)
        ? [{ chainId: action.chainId ?? route.fromChainId, txHash: action.txHash }]
        : [],
    )
    .filter((tx) => !seen.has(tx.txHash) && seen.add(tx.txHash) !== undefined);
  return {
    id: route.id,
    fromChainId: route.fromChainId,
    fromAmountUSD: route.fromAmountUSD || "0",
    fromAmount: first?.fromAmount ?? route.fromAmount,
    fromToken: token(route.fromToken),
    fromAddress: route.fromAddress ?? "",
    toChainId: route.toChainId,
    toAmountUSD: route.toAmountUSD || "0",
    toAmount: last?.toAmount ?? route.toAmount,
    toAmountMin: route.toAmountMin,
    toToken: token(last?.toToken ?? route.toToken),
    toAddress: route.toAddress ?? route.fromAddress ?? "",
    gasCostUSD: route.gasCostUSD ?? null,
    containsSwitchChain: route.containsSwitchChain ?? false,
    transactions,
  };
}
