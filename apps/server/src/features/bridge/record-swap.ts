import { eq } from "drizzle-orm";
import { AppError, swapRecordSchema, type ExplorerBases } from "@questhq/core";
import type { SwapView } from "@questhq/core/schemas/responses/swaps";
import type { Db } from "../../db/client";
import { swap } from "../../db/schema/index";
import { toSwapView } from "./swap-view";

/**
 * POST /swaps/: the route the user's browser has just executed. The route id is the key, so a retried post (a flaky
 * network, a second tab) stores it once and answers the first record; another account cannot claim the same route.
 */
export async function recordSwap(db: Db, userId: string, body: unknown, explorers: ExplorerBases): Promise<SwapView> {
  const r = swapRecordSchema.parse(body);
  const values = {
    id: r.id,
    userId,
    fromChainId: r.fromChainId,
    fromAmountUsd: r.fromAmountUSD,
    fromAmount: r.fromAmount,
    fromToken: r.fromToken,
    fromAddress: r.fromAddress,
    toChainId: r.toChainId,
    toAmountUsd: r.toAmountUSD,
    toAmount: r.toAmount,
    toAmountMin: r.toAmountMin,
    toToken: r.toToken,
    toAddress: r.toAddress,
    gasCostUsd: r.gasCostUSD,
    containsSwitchChain: r.containsSwitchChain,
    transactions: r.transactions,
  };
  await db.insert(swap).values(values).onConflictDoNothing({ target: swap.id });
  const [row] = await db.select().from(swap).where(eq(swap.id, r.id));
  if (!row || row.userId !== userId) throw new AppError("conflict", "This route was recorded by another account.");
  return toSwapView(row, explorers);
}
