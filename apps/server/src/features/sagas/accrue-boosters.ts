import { and, eq, gt, inArray, isNull, lt, sql, type Column } from "drizzle-orm";
import type { Address, PublicClient } from "viem";
import { hqMembershipAbi } from "@questhq/contracts/generated/HQMembership";
import {
  countMembershipTokens,
  stakedNftBoosterHundredths,
  STAKED_MEMBER_BOOSTER_HUNDREDTHS,
  STAKED_WHALE_BOOSTER_HUNDREDTHS,
  higherTier,
  IN_FORCE_STATUSES,
  isInForce,
  type MembershipTier,
} from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import {
  nftStake,
  sagaBooster,
  sagaOnboarding,
  subscription,
  walletAddress,
  type Saga,
  type SagaBoosterSource,
  type SagaWeek,
} from "../../db/schema/index";
import { withJobLock } from "../../lib/job-lock";
import { entitlementsTableOf } from "../membership/index";
import { loadChainSetup } from "../chain/index";
import { userWallets } from "../chain/index";
import { currentWeekOf, findActiveSaga, sagaWeeks } from "./load-saga";

// The passive boosters of a running Saga, accrued by the worker tick (docs/guide/sagas.md):
// - staked NFTs, daily: each UTC day's row holds the most the account had staked at any snapshot
//   that day (indexed nft_stake counts), so staking late in the day still counts that day and
//   unstaking never takes a day back;
// - membership NFTs held, weekly: once per week, for accounts that finished Saga onboarding before
//   the week ended, the membership keys their wallets hold are read on the staking chain.
// - a paid subscription's weekly bonus (entitlements table), counted in the membership term.
// Rows are keyed (Saga, user, source, period): re-running, or several servers running at once,
// adds nothing twice; the weekly chain read of an account runs under a job lock (lib/job-lock.ts), so it is
// made by one server, once.

/** A user's booster row of one source and period in a Saga (its key: each is accrued once). */
const boosterOf = (sagaId: string, userId: string | Column, source: SagaBoosterSource, period: string) =>
  and(
    eq(sagaBooster.sagaId, sagaId),
    eq(sagaBooster.userId, userId),
    eq(sagaBooster.source, source),
    eq(sagaBooster.period, period),
  );

type Log = { warn(o: object, m: string): void };

const MEMBERSHIP_BATCH = 100;

export const dayPeriod = (d: Date) => `d${d.toISOString().slice(0, 10)}`;

export async function accrueSagaBoosters(
  deps: { db: Db; env: Env; log?: Log },
  now = new Date(),
): Promise<{ staked: number; membership: number; tier: number }> {
  const s = await findActiveSaga(deps.db, now);
  if (!s) return { staked: 0, membership: 0, tier: 0 };
  const staked = await accrueStakedToday(deps.db, deps.env.STAKING_CHAIN_ID, s, now);
  const week = currentWeekOf(await sagaWeeks(deps.db, s.id), now);
  const membership = week ? await accrueMembershipWeek(deps, s, week) : 0;
  const tier = week ? await accrueTierWeek(deps, s, week, now) : 0;
  return { staked, membership, tier };
}

/** Today's staked-NFT row per account with keys staked now (raised, never lowered, by later snapshots). */
export async function accrueStakedToday(db: Db, chainId: number, s: Pick<Saga, "id">, now: Date): Promise<number> {
  const result = await db
    .insert(sagaBooster)
    .select(
      db
        .select({
          sagaId: sql<string>`${s.id}::uuid`.as("saga_id"),
          userId: walletAddress.userId,
          source: sql<"staked_nft">`'staked_nft'`.as("source"),
          period: sql<string>`${dayPeriod(now)}`.as("period"),
          hundredths: sql<number>`(sum(${nftStake.memberCount}) * ${STAKED_MEMBER_BOOSTER_HUNDREDTHS}
              + sum(${nftStake.whaleCount}) * ${STAKED_WHALE_BOOSTER_HUNDREDTHS})::int`.as("hundredths"),
          detail: sql<
            Record<string, unknown>
          >`jsonb_build_object('member', sum(${nftStake.memberCount}), 'whale', sum(${nftStake.whaleCount}))`.as(
            "detail",
          ),
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(nftStake)
        .innerJoin(walletAddress, eq(sql`lower(${walletAddress.address})`, nftStake.wallet))
        .where(and(eq(nftStake.chainId, chainId), gt(sql`${nftStake.memberCount} + ${nftStake.whaleCount}`, 0)))
        .groupBy(walletAddress.userId),
    )
    .onConflictDoUpdate({
      target: [sagaBooster.sagaId, sagaBooster.userId, sagaBooster.source, sagaBooster.period],
      set: { hundredths: sql`excluded.hundredths`, detail: sql`excluded.detail` },
      setWhere: sql`excluded.hundredths > ${sagaBooster.hundredths}`,
    })
    .returning({ userId: sagaBooster.userId });
  return result.length;
}

/** This week's membership row for onboarded accounts that have none yet (a batch per tick). */
export async function accrueMembershipWeek(
  deps: { db: Db; env: Env; log?: Log },
  s: Pick<Saga, "id">,
  week: SagaWeek,
): Promise<number> {
  const setup = loadChainSetup(deps.env);
  if (!setup) return 0;
  const period = `w${week.weekNumber}`;
  const due = await deps.db
    .select({ userId: sagaOnboarding.userId })
    .from(sagaOnboarding)
    .leftJoin(sagaBooster, boosterOf(s.id, sagaOnboarding.userId, "membership", period))
    .where(and(lt(sagaOnboarding.completedAt, week.endsAt), isNull(sagaBooster.userId)))
    .limit(MEMBERSHIP_BATCH);
  let written = 0;
  for (const { userId } of due) {
    // One server reads one account's keys: the others skip the account while it is locked, and whoever gets the lock
    // after the row was written finds it and reads nothing.
    const outcome = await withJobLock(deps.db, `saga-membership:${s.id}:${period}:${userId}`, async () => {
      const [done] = await deps.db
        .select({ userId: sagaBooster.userId })
        .from(sagaBooster)
        .where(boosterOf(s.id, userId, "membership", period));
      if (done) return false;
      const tokenIds = await heldMembershipTokens(
        setup.client,
        setup.deployment.contracts.HQMembership,
        await userWallets(deps.db, userId),
      ).catch((err: unknown) => {
        deps.log?.warn({ err, userId }, "membership booster: the staking chain did not answer; retried next tick");
        return null;
      });
      if (tokenIds === null) return false;
      const hundredths = stakedNftBoosterHundredths(countMembershipTokens(tokenIds));
      // A zero row is written too: it records that the week was looked at, so it is not read again.
      await deps.db
        .insert(sagaBooster)
        .values({
          sagaId: s.id,
          userId,
          source: "membership",
          period,
          hundredths,
          detail: { token_ids: tokenIds.map(String) },
        })
        .onConflictDoNothing();
      return true;
    });
    if (outcome.ran && outcome.value) written += 1;
  }
  return written;
}

/**
 * This week's bonus of each paid subscription in force (the entitlements table's weeklyBoosterHundredths of the
 * highest such tier). A tier held through membership keys earns nothing here: those keys already add their own
 * weekly booster above. Written once per week, when first seen; a lapsed subscription earns no later week.
 */
export async function accrueTierWeek(
  deps: { db: Db; env: Env },
  s: Pick<Saga, "id">,
  week: SagaWeek,
  now: Date,
): Promise<number> {
  const period = `w${week.weekNumber}`;
  const rows = await deps.db
    .select({
      userId: subscription.userId,
      tierName: subscription.tierName,
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    })
    .from(subscription)
    .leftJoin(sagaBooster, boosterOf(s.id, subscription.userId, "membership_tier", period))
    .where(
      and(
        eq(subscription.kind, "stripe"),
        inArray(subscription.status, [...IN_FORCE_STATUSES]),
        isNull(sagaBooster.userId),
      ),
    );
  const table = entitlementsTableOf(deps.env);
  const best = new Map<string, MembershipTier>();
  for (const r of rows) if (isInForce(r, now)) best.set(r.userId, higherTier(best.get(r.userId) ?? "Free", r.tierName));
  const values = [...best].flatMap(([userId, tier]) => {
    const hundredths = table[tier].weeklyBoosterHundredths;
    return hundredths > 0
      ? [{ sagaId: s.id, userId, source: "membership_tier" as const, period, hundredths, detail: { tier } }]
      : [];
  });
  if (values.length === 0) return 0;
  const written = await deps.db
    .insert(sagaBooster)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: sagaBooster.userId });
  return written.length;
}

async function heldMembershipTokens(
  client: PublicClient,
  membership: Address,
  wallets: readonly Address[],
): Promise<bigint[]> {
  const held: bigint[] = [];
  for (const wallet of wallets)
    held.push(
      ...(await client.readContract({
        address: membership,
        abi: hqMembershipAbi,
        functionName: "tokensOfOwner",
        args: [wallet],
      })),
    );
  return held;
}
