import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_ENTITLEMENTS, ENTRY_COUNT_MESSAGE, ENTRY_MAX, type ParticipantView } from "@questhq/core";
import { signInWithEmail, type Client } from "../../test/harness";
import { createCast, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission, userIdOf, WALLET } from "../../test/participation-kit";
import { buyPlan, startBillingWorld, type BillingWorld } from "../../test/billing-kit";
import { creditHq, debitHq, hqAvailable } from "../ledger/index";

// Staking free entries on a real database: the stake is set through the $HQ ledger (as deposits and spending move
// it), the tier is bought through the Stripe fake, and everything is read back through the product's routes. The
// expected counts are reckoned here from the rule as the guide states it (whole thousands of staked $HQ, at most 5,
// raffles only, all free entries within ENTRY_MAX), not with the code under test.

const HQ = 10n ** 18n;
const THOUSAND = 1_000n * HQ;
const PRO_EXTRA = DEFAULT_ENTITLEMENTS.Pro.extraFreeEntries;
const expectedStaking = (units: bigint) => Number(units / THOUSAND > 5n ? 5n : units / THOUSAND);

/** Staked amounts (base units) of every length (1 to 28 digits: up to 10 billion $HQ), and the thousands ± 1 wei. */
const stakedUnits = fc.oneof(
  fc
    .integer({ min: 1, max: 28 })
    .chain((digits) =>
      fc.bigInt({ min: digits === 1 ? 0n : 10n ** BigInt(digits - 1), max: 10n ** BigInt(digits) - 1n }),
    ),
  fc.tuple(fc.integer({ min: 0, max: 7 }), fc.constantFrom(-1n, 0n, 1n)).map(([thousands, wei]) => {
    const units = BigInt(thousands) * THOUSAND + wei;
    return units < 0n ? 0n : units;
  }),
);

let world: BillingWorld;
let cast: Cast;
let moves = 0;

beforeAll(async () => {
  world = await startBillingWorld({ VERIFY_POLL_MS: "0" });
  cast = await createCast(world.t);
});
afterAll(async () => {
  await world?.close();
});

/** Brings the user's staked $HQ to exactly `units`, with one ledger movement as a deposit or a spend would. */
async function setStake(userId: string, units: bigint) {
  await world.t.database.db.transaction(async (tx) => {
    const now = await hqAvailable(tx, userId);
    const key = `staking-free-entries-test:${userId}:${moves++}`;
    if (units > now) await creditHq(tx, userId, units - now, "deposit", key);
    if (units < now) await debitHq(tx, userId, now - units, "withdraw", key);
  });
  expect(await hqAvailable(world.t.database.db, userId)).toBe(units);
}

const viewOf = async (c: Client, missionId: string) => {
  const res = await c.get(`/api/v1/missions/${missionId}/participant`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ParticipantView;
};

const rand = () => Math.random().toString(36).slice(2, 8);

/** A live raffle with one objective, multi-entry, with `free` entries of its own. */
const liveRaffle = (free: number) =>
  createLiveMission(cast, { objectives: 1, mission: { free_entries: free, is_multi_entry_enabled: true } });

const enter = (c: Client, missionId: string, quantity: number) =>
  c.post(`/api/v1/missions/${missionId}/complete`, { wallet_address: WALLET, quantity });

describe("staking free entries", () => {
  it("staked amounts of any length give whole thousands, at most 5, on raffles only, on top of the tier", async () => {
    const raffle = await liveRaffle(1);
    const nearMax = await liveRaffle(ENTRY_MAX - 2);
    const forAll = await createLiveMission(cast, {
      objectives: 1,
      reward: { kind: "allowlist", selection_process: "All" },
    });
    const free = await signInWithEmail(world.t, `stake-free-${rand()}@example.com`);
    const pro = await signInWithEmail(world.t, `stake-pro-${rand()}@example.com`);
    await buyPlan(world, pro, "Pro");
    const users = [
      { c: free, id: await userIdOf(free), tier: 0 },
      { c: pro, id: await userIdOf(pro), tier: PRO_EXTRA },
    ];

    await fc.assert(
      fc.asyncProperty(stakedUnits, async (units) => {
        const staking = expectedStaking(units);
        for (const u of users) {
          await setStake(u.id, units);
          expect(await viewOf(u.c, raffle.mission.id)).toMatchObject({
            free_entries: 1 + u.tier + staking,
            tier_free_entries: u.tier,
            staking_free_entries: staking,
          });
          // At the entry maximum the extras are cut, staking's first; the parts still add up to what is granted.
          const tierNearMax = Math.min(u.tier, 2);
          expect(await viewOf(u.c, nearMax.mission.id)).toMatchObject({
            free_entries: Math.min(ENTRY_MAX, ENTRY_MAX - 2 + u.tier + staking),
            tier_free_entries: tierNearMax,
            staking_free_entries: Math.min(staking, 2 - tierNearMax),
          });
          // An allowlist for everyone is no raffle: neither perk adds anything there.
          expect(await viewOf(u.c, forAll.mission.id)).toMatchObject({
            free_entries: 1,
            tier_free_entries: 0,
            staking_free_entries: 0,
          });
          const credits = (await u.c.get("/api/v1/users/credits")).json().data;
          expect(credits.stake.stakingFreeEntries).toBe(staking);
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it("the entry grants and charges the free entries the view shows, and spending lowers the next ones", async () => {
    const raffle = await liveRaffle(1);
    const next = await liveRaffle(1);
    const objectiveIds = raffle.objectives.map((o) => o.id);

    await fc.assert(
      fc.asyncProperty(stakedUnits, async (units) => {
        const user = await signInWithEmail(world.t, `stake-entry-${rand()}@example.com`);
        const userId = await userIdOf(user);
        await setStake(userId, units);
        await completeAll(user, raffle.mission.id, objectiveIds);
        const free = 1 + expectedStaking(units);
        expect((await viewOf(user, raffle.mission.id)).free_entries).toBe(free);

        // Fewer entries than the free ones are refused, as the view's minimum says.
        if (free > 1) {
          const fewer = await enter(user, raffle.mission.id, free - 1);
          expect(fewer.statusCode).toBe(400);
          expect(fewer.json().error.fields).toEqual({ quantity: [ENTRY_COUNT_MESSAGE] });
        }
        // One more than the free ones costs exactly one paid entry, 200 $HQ, when the stake covers it.
        const entry = await enter(user, raffle.mission.id, free + 1);
        let left = units;
        if (units < 200n * HQ) {
          expect(entry.statusCode).toBe(409);
          expect(entry.json().error.code).toBe("insufficient_balance");
          const atFree = await enter(user, raffle.mission.id, free);
          expect(atFree.statusCode, atFree.body).toBe(200);
          expect(atFree.json().data).toMatchObject({ cost: 0, participant: { entry_count: free, paid_entries: 0 } });
        } else {
          expect(entry.statusCode, entry.body).toBe(200);
          expect(entry.json().data).toMatchObject({
            cost: 200,
            participant: { entry_count: free + 1, paid_entries: 1 },
          });
          left = units - 200n * HQ;
        }
        expect(await hqAvailable(world.t.database.db, userId)).toBe(left);
        // $HQ spent on entries is no longer staked: the next raffle counts what is left.
        expect((await viewOf(user, next.mission.id)).staking_free_entries).toBe(expectedStaking(left));
      }),
      { numRuns: 15 },
    );
  }, 240_000);

  it("a Pro member with a large stake enters a raffle at the entry maximum for free, and not beyond it", async () => {
    const nearMax = await liveRaffle(ENTRY_MAX - 4);
    const user = await signInWithEmail(world.t, `stake-max-${rand()}@example.com`);
    await buyPlan(world, user, "Pro");
    const userId = await userIdOf(user);
    await setStake(userId, 50_000n * HQ);
    await completeAll(
      user,
      nearMax.mission.id,
      nearMax.objectives.map((o) => o.id),
    );
    // 995 own + 2 (Pro) + 5 (staking) is over 999: staking's part is cut to what is left, 2.
    expect(await viewOf(user, nearMax.mission.id)).toMatchObject({
      free_entries: ENTRY_MAX,
      tier_free_entries: PRO_EXTRA,
      staking_free_entries: 4 - PRO_EXTRA,
    });
    expect((await enter(user, nearMax.mission.id, ENTRY_MAX + 1)).statusCode).toBe(400);
    const entered = await enter(user, nearMax.mission.id, ENTRY_MAX);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data).toMatchObject({ cost: 0, participant: { entry_count: ENTRY_MAX, paid_entries: 0 } });
    expect(await hqAvailable(world.t.database.db, userId)).toBe(50_000n * HQ);
  }, 60_000);
});
