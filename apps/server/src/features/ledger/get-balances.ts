import { and, eq, sql } from "drizzle-orm";
import { formatUnits } from "viem";
import { stakingFreeEntries, type Balances } from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { chainPending, creditLedger, hqStake, walletAddress } from "../../db/schema/index";
import { HQ_DECIMALS } from "./hq-ledger";

/**
 * Credits are the sum of the user's ledger; stake balances are $HQ (shown with 2 decimals by the
 * app). Locked is what is in flight: withdrawals signed but not yet confirmed (hq_stake.locked)
 * plus deposits seen on chain but not yet confirmed (chain_pending), so the staking modal sees
 * it rise when a transaction lands and fall back to 0 once the confirmations are reached.
 */
function balancesQueries(db: Db) {
  const user = sql.placeholder("user");
  return {
    credits: db
      .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)::text` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, user))
      .prepare("points_credits"),
    stake: db.select().from(hqStake).where(eq(hqStake.userId, user)).prepare("points_stake"),
    pending: db
      .select({ total: sql<string>`coalesce(sum(${chainPending.amount}), 0)::text` })
      .from(chainPending)
      .where(
        and(
          eq(chainPending.event, "Deposited"),
          sql`${chainPending.wallet} in (select lower(${walletAddress.address}) from ${walletAddress}
            where ${walletAddress.userId} = ${user})`,
        ),
      )
      .prepare("points_pending"),
  };
}

export async function getBalances(db: Db, userId: string): Promise<Balances> {
  const q = prepared(db, "balances", balancesQueries);
  const [[credits], [stake], [pending]] = await Promise.all([
    q.credits.execute({ user: userId }),
    q.stake.execute({ user: userId }),
    q.pending.execute({ user: userId }),
  ]);
  const locked = (stake?.locked ?? 0n) + BigInt(pending?.total ?? "0");
  return {
    credits: Number(credits?.total ?? 0),
    stake: {
      locked: Number(formatUnits(locked, HQ_DECIMALS)),
      available: Number(formatUnits(stake?.available ?? 0n, HQ_DECIMALS)),
      // From the exact base units, as the entry reckons it (the float above could round up to a thousand).
      stakingFreeEntries: stakingFreeEntries(stake?.available ?? 0n),
    },
  };
}
