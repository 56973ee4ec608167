import { and, eq } from "drizzle-orm";
import { SAGA_ALGORITHM, type SagaAllocationView, type SagaOverview, type SettlementSummary } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { sagaAllocation, sagaSettlement, type Saga, type SagaAllocation } from "../../db/schema/index";
import { resolveSaga, sagaSummary } from "./load-saga";
import { sagaStandingOf, sagaTotalsFor } from "./saga-standings";
import { getOnboarding } from "./saga-onboarding";

/** GET /seasons/overview: every term of the caller's boosted credits, rank and $HQ estimate (or frozen allocation). */
export async function getOverview(
  db: Db,
  env: Pick<Env, "SAGA_VAULT_BPS" | "SAGA_STANDINGS_CACHE_SECONDS">,
  userId: string,
  slug?: string,
  now = new Date(),
): Promise<SagaOverview> {
  const s = await resolveSaga(db, slug, now);
  // Independent reads side by side (a pool connection each on PostgreSQL).
  const [mine, [settled], onboarding] = await Promise.all([
    sagaStandingOf(db, s, userId),
    db.select().from(sagaSettlement).where(eq(sagaSettlement.sagaId, s.id)),
    getOnboarding(db, userId),
  ]);
  const totals = await sagaTotalsFor(db, s, userId, mine.boostedCredits, env.SAGA_STANDINGS_CACHE_SECONDS * 1000);
  const [row] = settled
    ? await db
        .select()
        .from(sagaAllocation)
        .where(and(eq(sagaAllocation.sagaId, s.id), eq(sagaAllocation.userId, userId)))
    : [];
  const pool = BigInt(s.hqPool);
  const estimate = row
    ? row.amount
    : totals.totalBoosted > 0n
      ? (pool * mine.boostedCredits) / totals.totalBoosted
      : 0n;
  return {
    season: sagaSummary(s),
    credits: Number(mine.credits),
    boosters: {
      stars_hundredths: mine.starsHundredths,
      membership_hundredths: mine.membershipHundredths,
      membership_accrued_hundredths: mine.membershipAccruedHundredths,
      staked_nft_hundredths: mine.stakedNftHundredths,
      total_hundredths: mine.totalHundredths,
    },
    boosted_credits: Number(mine.boostedCredits),
    rank: mine.boostedCredits > 0n ? totals.ahead + 1 : null,
    participants: totals.participants,
    estimated_hq: estimate.toString(),
    onboarding,
    settlement: settlementSummary(s, settled ?? null, env, now),
    allocation: row ? allocationView(row) : null,
  };
}

export function settlementSummary(
  s: Saga,
  settled: typeof sagaSettlement.$inferSelect | null,
  env: Pick<Env, "SAGA_VAULT_BPS">,
  now = new Date(),
): SettlementSummary {
  if (!settled) {
    return {
      status: now < s.endsAt ? "open" : "ended",
      algorithm: SAGA_ALGORITHM,
      hq_pool: s.hqPool,
      vault_bps: env.SAGA_VAULT_BPS,
      total_boosted: null,
      participant_count: null,
      table_hash: null,
      published_at: null,
    };
  }
  return {
    status: settled.status,
    algorithm: settled.algorithm,
    hq_pool: settled.hqPool.toString(),
    vault_bps: settled.vaultBps,
    total_boosted: settled.totalBoosted.toString(),
    participant_count: settled.participantCount,
    table_hash: settled.tableHash as `0x${string}`,
    published_at: settled.publishedAt.toISOString(),
  };
}

export function allocationView(r: SagaAllocation): SagaAllocationView {
  return {
    account: r.account,
    position: r.position,
    credits: Number(r.credits),
    boosted_credits: Number(r.boostedCredits),
    amount: r.amount.toString(),
    vault_amount: r.vaultAmount.toString(),
    stream_amount: r.streamAmount.toString(),
    stream_id: r.streamId,
    payout_tx: r.payoutTx,
  };
}
