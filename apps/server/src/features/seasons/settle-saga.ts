import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { allocateSaga, AppError, SAGA_ALGORITHM, sagaTableHash, SEASON_MESSAGES, type SagaTableInput } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { season, seasonAllocation, seasonSettlement, type Season, type SeasonSettlement } from "../../db/schema/index";
import { sagaAccount, sagaStandings } from "./saga-standings";

// Settling a Saga (docs/guide/sagas.md): freeze every account's credits and booster terms, split
// the pool (core allocateSaga: largest remainder, vault/stream split) and publish the table with
// its hash, all in one transaction. A transaction-scoped advisory lock makes concurrent runs (the
// worker on several servers, an operator's button) queue up; whoever comes second finds the
// settlement and returns it. A crash leaves nothing half-written, so re-running is always safe.

const INSERT_BATCH = 1000;

export async function settleSaga(db: Db, env: Pick<Env, "SAGA_VAULT_BPS">, s: Season, byUserId: string | null, now = new Date()): Promise<SeasonSettlement> {
  if (now < s.endsAt) throw new AppError("conflict", SEASON_MESSAGES.sagaNotEnded);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settle:${s.id}`}))`);
    const [done] = await tx.select().from(seasonSettlement).where(eq(seasonSettlement.seasonId, s.id));
    if (done) return done;

    const { rows, userOf, pool, tableHash, totalBoosted } = await computeAllocation(tx, s, env.SAGA_VAULT_BPS);
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx.insert(seasonAllocation).values(
        rows.slice(i, i + INSERT_BATCH).map((r, j) => ({
          seasonId: s.id,
          position: i + j,
          account: r.account,
          userId: userOf.get(r.account) ?? null,
          credits: r.credits,
          starsHundredths: r.starsHundredths,
          membershipAccruedHundredths: r.membershipAccruedHundredths,
          stakedNftHundredths: r.stakedNftHundredths,
          boostedCredits: r.boostedCredits,
          amount: r.amount,
          vaultAmount: r.vaultAmount,
          streamAmount: r.streamAmount,
        })),
      );
    }
    const [settlement] = await tx
      .insert(seasonSettlement)
      .values({
        seasonId: s.id,
        status: "published",
        algorithm: SAGA_ALGORITHM,
        hqPool: pool,
        vaultBps: env.SAGA_VAULT_BPS,
        totalBoosted,
        participantCount: rows.length,
        tableHash,
        settledByUserId: byUserId,
      })
      .returning();
    return settlement!;
  });
}

/** The table a settlement would publish now (the operator's preview reads it without writing). */
export async function computeAllocation(db: Db, s: Season, vaultBps: number) {
  const standings = await sagaStandings(db, s);
  const userOf = new Map<string, string>();
  const inputs: SagaTableInput[] = standings.map((st) => {
    const account = sagaAccount(s.id, st.userId);
    userOf.set(account, st.userId);
    return {
      account,
      credits: st.credits,
      starsHundredths: st.starsHundredths,
      membershipAccruedHundredths: st.membershipAccruedHundredths,
      stakedNftHundredths: st.stakedNftHundredths,
      boostedCredits: st.boostedCredits,
    };
  });
  const pool = BigInt(s.hqPool);
  const rows = allocateSaga(pool, inputs, vaultBps);
  return { rows, userOf, pool, tableHash: sagaTableHash(rows), totalBoosted: rows.reduce((sum, r) => sum + r.boostedCredits, 0n) };
}

/** The worker's part: every Saga that has ended and has no settlement yet is settled. */
export async function settleEndedSagas(db: Db, env: Pick<Env, "SAGA_VAULT_BPS">, now = new Date()): Promise<number> {
  const due = await db
    .select({ s: season })
    .from(season)
    .leftJoin(seasonSettlement, eq(seasonSettlement.seasonId, season.id))
    .where(and(lte(season.endsAt, now), isNull(seasonSettlement.seasonId)));
  for (const { s } of due) await settleSaga(db, env, s, null, now);
  return due.length;
}
