import { and, eq, isNull, lte, sql } from "drizzle-orm";
import {
  allocateSaga,
  AppError,
  SAGA_ALGORITHM,
  sagaTableHash,
  SAGA_MESSAGES,
  type SagaAllocationRow,
  type SagaTableInput,
} from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { saga, sagaAllocation, sagaSettlement, type Saga, type SagaSettlement } from "../../db/schema/index";
import { forEachIsolated } from "../../lib/job-lock";
import { rowsOf } from "../../db/rows";
import { sagaAccount, sagaStandings } from "./saga-standings";
import { notifyFrom } from "../notifications/index";

// Settling a Saga (docs/guide/sagas.md): freeze every account's credits and booster terms, split
// the pool (core allocateSaga: largest remainder, vault/stream split) and publish the table with
// its hash, all in one transaction. A transaction-scoped advisory lock keyed by the Saga makes concurrent runs
// exclusive: an operator's button waits for it and then finds the settlement; the worker's sweep, which every server
// runs, only tries it and leaves a Saga being settled to the server settling it. A crash (or a failure) leaves
// nothing half-written and the lock released, so the next sweep settles it again from scratch.

// Rows go in as one JSON parameter per batch (insert … select from jsonb_to_recordset): a few
// statements for 100,000 rows instead of a hundred multi-row VALUES lists.
const INSERT_BATCH = 25_000;

async function insertAllocations(
  tx: Db,
  sagaId: string,
  rows: SagaAllocationRow[],
  offset: number,
  userOf: Map<string, string>,
): Promise<void> {
  const json = JSON.stringify(
    rows.map((r, i) => ({
      p: offset + i,
      a: r.account,
      u: userOf.get(r.account) ?? null,
      c: r.credits.toString(),
      s: r.starsHundredths,
      m: r.membershipAccruedHundredths,
      n: r.stakedNftHundredths,
      b: r.boostedCredits.toString(),
      t: r.amount.toString(),
      v: r.vaultAmount.toString(),
      w: r.streamAmount.toString(),
    })),
  );
  await tx.execute(sql`insert into ${sagaAllocation} (saga_id, position, account, user_id, credits,
      stars_hundredths, membership_accrued_hundredths, staked_nft_hundredths, boosted_credits, amount, vault_amount,
      stream_amount)
    select ${sagaId}::uuid, x.p, x.a, x.u, x.c, x.s, x.m, x.n, x.b, x.t, x.v, x.w
    from jsonb_to_recordset(${json}::jsonb)
      as x(p int, a text, u text, c bigint, s int, m int, n int, b numeric, t numeric, v numeric, w numeric)`);
}

export async function settleSaga(
  db: Db,
  env: Pick<Env, "SAGA_VAULT_BPS">,
  s: Saga,
  byUserId: string | null,
  now = new Date(),
): Promise<SagaSettlement> {
  return (await settle(db, env, s, byUserId, now, "wait"))!.settlement;
}

/** `try`: null at once when another run holds the Saga's lock (it is settling it). `created`: this run published it. */
async function settle(
  db: Db,
  env: Pick<Env, "SAGA_VAULT_BPS">,
  s: Saga,
  byUserId: string | null,
  now: Date,
  lock: "wait" | "try",
): Promise<{ settlement: SagaSettlement; created: boolean } | null> {
  if (now < s.endsAt) throw new AppError("conflict", SAGA_MESSAGES.sagaNotEnded);
  return db.transaction(async (tx) => {
    const key = sql`hashtext(${`settle:${s.id}`})`;
    if (lock === "wait") await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    else if (
      !rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`))[0]?.locked
    )
      return null;
    const [done] = await tx.select().from(sagaSettlement).where(eq(sagaSettlement.sagaId, s.id));
    if (done) return { settlement: done, created: false };

    const { rows, userOf, pool, tableHash, totalBoosted } = await computeAllocation(tx, s, env.SAGA_VAULT_BPS);
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await insertAllocations(tx, s.id, rows.slice(i, i + INSERT_BATCH), i, userOf);
    const [settlement] = await tx
      .insert(sagaSettlement)
      .values({
        sagaId: s.id,
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
    // Everyone with $HQ in the published table hears it, with the table (one statement, however many they are).
    await notifyFrom(
      tx,
      `saga-settled:${s.id}`,
      sql`select a.user_id, 'saga_settled' as kind,
          jsonb_build_object('saga_name', ${s.name}::text, 'saga_slug', ${s.slug}::text,
            'amount', a.amount::text) as data
        from saga_allocation a where a.saga_id = ${s.id} and a.user_id is not null and a.amount > 0`,
    );
    return { settlement: settlement!, created: true };
  });
}

/** The table a settlement would publish now (the operator's preview reads it without writing). */
export async function computeAllocation(db: Db, s: Saga, vaultBps: number) {
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
  return {
    rows,
    userOf,
    pool,
    tableHash: sagaTableHash(rows),
    totalBoosted: rows.reduce((sum, r) => sum + r.boostedCredits, 0n),
  };
}

/**
 * The worker's part: every Saga that has ended and has no settlement yet is settled; returns how many this call
 * settled.
 */
export async function settleEndedSagas(db: Db, env: Pick<Env, "SAGA_VAULT_BPS">, now = new Date()): Promise<number> {
  const due = await db
    .select({ s: saga })
    .from(saga)
    .leftJoin(sagaSettlement, eq(sagaSettlement.sagaId, saga.id))
    .where(and(lte(saga.endsAt, now), isNull(sagaSettlement.sagaId)));
  let settled = 0;
  await forEachIsolated(due, async ({ s }) => {
    if ((await settle(db, env, s, null, now, "try"))?.created) settled += 1;
  });
  return settled;
}
