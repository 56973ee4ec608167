import { eq, sql } from "drizzle-orm";
import { formatUnits } from "viem";
import type { Points } from "@questhq/core";
import type { Db } from "../../db/client";
import { creditLedger, hqStake } from "../../db/schema/index";

const HQ_DECIMALS = 18;

/** Credits are the sum of the user's ledger; stake balances are $HQ (shown with 2 decimals by the app). */
export async function getPoints(db: Db, userId: string): Promise<Points> {
  const [[credits], [stake]] = await Promise.all([
    db
      .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)::text` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId)),
    db.select().from(hqStake).where(eq(hqStake.userId, userId)),
  ]);
  return {
    credits: Number(credits?.total ?? 0),
    stake: {
      locked: Number(formatUnits(stake?.locked ?? 0n, HQ_DECIMALS)),
      available: Number(formatUnits(stake?.available ?? 0n, HQ_DECIMALS)),
    },
  };
}
