import { and, asc, eq, gt } from "drizzle-orm";
import { AppError, SAGA_MESSAGES, type PublishedAllocationRow } from "@questhq/core";
import type { Db } from "../../db/client";
import { sagaAllocation, sagaSettlement } from "../../db/schema/index";
import { resolveSaga } from "./load-saga";

export const ALLOCATIONS_PAGE_MAX = 1000;

/** GET /seasons/{slug}/allocations: the published table in canonical order, keyset-paged by position. */
export async function listAllocations(
  db: Db,
  slug: string,
  q: { cursor?: number; limit: number },
): Promise<{ data: PublishedAllocationRow[]; next: number | null }> {
  const s = await resolveSaga(db, slug);
  const [settled] = await db
    .select({ id: sagaSettlement.sagaId })
    .from(sagaSettlement)
    .where(eq(sagaSettlement.sagaId, s.id));
  if (!settled) throw new AppError("not_found", SAGA_MESSAGES.notSettled);
  const rows = await db
    .select()
    .from(sagaAllocation)
    .where(
      and(eq(sagaAllocation.sagaId, s.id), q.cursor === undefined ? undefined : gt(sagaAllocation.position, q.cursor)),
    )
    .orderBy(asc(sagaAllocation.position))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    data: page.map((r) => ({
      position: r.position,
      account: r.account,
      credits: r.credits.toString(),
      stars_hundredths: r.starsHundredths,
      membership_accrued_hundredths: r.membershipAccruedHundredths,
      staked_nft_hundredths: r.stakedNftHundredths,
      boosted_credits: r.boostedCredits.toString(),
      amount: r.amount.toString(),
      vault_amount: r.vaultAmount.toString(),
      stream_amount: r.streamAmount.toString(),
      stream_id: r.streamId,
      payout_tx: r.payoutTx,
    })),
    next: rows.length > q.limit ? page.at(-1)!.position : null,
  };
}
