import fc from "fast-check";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SHARED_NETWORK_MIN_PARTICIPANTS } from "@questhq/core";
import {
  missionClaim,
  missionCohortHourly,
  missionParticipant,
  nftMint,
  reward,
  socialAccount,
  user,
  walletAddress,
} from "../../db/schema/index";
import type { TestApp } from "../../test/harness";
import { withCastApp, type Cast } from "../../test/mission-kit";
import { createLiveMission } from "../../test/participation-kit";
import { rollUpMissionActivity } from "./roll-up-mission-activity";

// The funnel's counts against a model, over participants of every depth (docs/product/analytics.md#the-funnel):
// objectives done in any order, entries with and without a win, rewards collected by a confirmed claim or a mint to
// the entry wallet or a linked one, participants before and inside the window, networks shared by few and by many.

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s));

const USERS = 80;
const CONTRACT = "0x5fbdb2315678afecb367f032d93f642f64180aa3";
const CHAIN = 31337;
const walletOf = (i: number) => `0x${(i + 1).toString(16).padStart(40, "0")}`;
const linkedWalletOf = (i: number) => `0x${(i + 1).toString(16).padStart(4, "0")}${"ab".repeat(18)}`;

type Person = {
  done: boolean[];
  isEntered: boolean;
  isWinner: boolean;
  collect: "none" | "claim" | "unconfirmed-claim" | "mint-entry" | "mint-linked";
  isReturning: boolean;
  isNewAccount: boolean;
  network: number | null;
  walletActivity: boolean | null;
  isBeforeWindow: boolean;
  linked: ("twitter" | "discord")[];
};

const person = (objectives: number): fc.Arbitrary<Person> =>
  fc.record({
    done: fc.array(fc.boolean(), { minLength: objectives, maxLength: objectives }),
    isEntered: fc.boolean(),
    isWinner: fc.boolean(),
    collect: fc.constantFrom("none", "claim", "unconfirmed-claim", "mint-entry", "mint-linked"),
    isReturning: fc.boolean(),
    isNewAccount: fc.boolean(),
    network: fc.option(fc.integer({ min: 1, max: 4 })),
    walletActivity: fc.option(fc.boolean()),
    isBeforeWindow: fc.integer({ min: 0, max: 6 }).map((x) => x === 0),
    linked: fc.subarray(["twitter", "discord"] as ("twitter" | "discord")[]),
  });

describe("mission analytics counts", () => {
  let missionId = "";
  let objectiveIds: string[] = [];
  const userIds: string[] = [];
  beforeAll(async () => {
    const live = await createLiveMission(cast, { objectives: 4 });
    missionId = live.mission.id;
    objectiveIds = live.objectives.map((o) => o.id);
    await t.database.db
      .update(reward)
      .set({ contractAddress: CONTRACT, blockchainChainId: CHAIN })
      .where(eq(reward.missionId, missionId));
    const stamp = Date.now();
    for (let i = 0; i < USERS; i++) {
      const id = `analytics-${stamp}-${i}`;
      userIds.push(id);
      await t.database.db.insert(user).values({ id, name: `P${i}`, email: `${id}@example.com` });
      await t.database.db
        .insert(walletAddress)
        .values({ id: `w-${id}`, userId: id, address: linkedWalletOf(i), chainId: CHAIN });
    }
  });

  it("counts every step as the model does", { timeout: 240_000 }, async () => {
    const db = t.database.db;
    // A whole hour: the window starts on the hour (views are counted by the hour).
    const windowFrom = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000 * 5);
    await fc.assert(
      fc.asyncProperty(fc.array(person(4), { minLength: 0, maxLength: USERS, size: "max" }), async (people) => {
        // A fresh start for each case: its participants, and the figures counted from the last case's.
        await db.delete(missionParticipant).where(eq(missionParticipant.missionId, missionId));
        await db.delete(missionCohortHourly).where(eq(missionCohortHourly.missionId, missionId));
        await db.delete(missionClaim).where(eq(missionClaim.missionId, missionId));
        await db.delete(nftMint).where(eq(nftMint.contract, CONTRACT));
        await db.delete(socialAccount).where(inArray(socialAccount.userId, userIds));
        for (const [i, p] of people.entries()) {
          const entered = p.isEntered;
          const createdAt = p.isBeforeWindow ? new Date(windowFrom.getTime() - 2 * 3_600_000) : new Date();
          await db.insert(missionParticipant).values({
            missionId,
            userId: userIds[i]!,
            status: entered ? (p.isWinner ? "Selected" : "Entered") : "Started",
            completedObjectiveIds: objectiveIds.filter((_, k) => p.done[k]),
            walletAddress: entered ? walletOf(i).toUpperCase().replace("0X", "0x") : null,
            enteredAt: entered ? new Date() : null,
            selectedAt: entered && p.isWinner ? new Date() : null,
            isReturning: p.isReturning,
            isNewAccount: p.isNewAccount,
            networkHash: p.network === null ? null : BigInt(p.network) * 1_000_000_007n,
            entryWalletHasTransactions: entered ? p.walletActivity : null,
            createdAt,
          });
          for (const provider of p.linked)
            await db
              .insert(socialAccount)
              .values({ userId: userIds[i]!, provider, providerUserId: `${provider}-${i}` });
          if (p.collect === "claim" || p.collect === "unconfirmed-claim") {
            await db.insert(missionClaim).values({
              missionId,
              userId: userIds[i]!,
              wallet: walletOf(i),
              claimedBlockTimestamp: 1_700_000_000 + i,
              amount: p.collect === "claim" ? 10n ** 18n : null,
            });
          }
          if (p.collect === "mint-entry" || p.collect === "mint-linked") {
            await db.insert(nftMint).values({
              chainId: CHAIN,
              contract: CONTRACT,
              wallet: p.collect === "mint-entry" ? walletOf(i) : linkedWalletOf(i),
              count: 1,
            });
          }
        }

        await rollUpMissionActivity(db);
        const res = await cast.admin.get(
          `/api/v1/organizations/${cast.orgId}/missions/${missionId}/analytics?from=${windowFrom.toISOString()}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        const cohort = people.filter((p) => !p.isBeforeWindow);
        const n = (f: (p: Person) => boolean) => cohort.filter(f).length;
        const networks = new Map<number, number>();
        for (const p of cohort) if (p.network !== null) networks.set(p.network, (networks.get(p.network) ?? 0) + 1);
        const shared = [...networks.values()].filter((c) => c >= SHARED_NETWORK_MIN_PARTICIPANTS);
        expect(data.funnel.map((s: { count: number }) => s.count)).toEqual([
          0,
          0,
          cohort.length,
          ...objectiveIds.map((_, k) => n((p) => p.done[k]!)),
          n((p) => p.done.every(Boolean)),
          n((p) => p.isEntered),
          n((p) => p.isEntered && p.isWinner),
          n((p) => p.isEntered && ["claim", "mint-entry", "mint-linked"].includes(p.collect)),
        ]);
        expect(data.participants).toEqual({
          started: cohort.length,
          new: n((p) => !p.isReturning),
          returning: n((p) => p.isReturning),
        });
        expect(data.signals).toEqual({
          participants: cohort.length,
          new_accounts: n((p) => p.isNewAccount),
          entry_wallets_checked: n((p) => p.isEntered && p.walletActivity !== null),
          entry_wallets_without_transactions: n((p) => p.isEntered && p.walletActivity === false),
          shared_network: shared.reduce((a, b) => a + b, 0),
        });
        expect(
          Object.fromEntries(
            data.linked_providers.map((l: { provider: string; participants: number }) => [l.provider, l.participants]),
          ),
        ).toMatchObject({
          twitter: n((p) => p.linked.includes("twitter")),
          discord: n((p) => p.linked.includes("discord")),
        });
        const overview = await cast.admin.get(
          `/api/v1/organizations/${cast.orgId}/analytics?from=${windowFrom.toISOString()}`,
        );
        const row = overview.json().data.missions.find((m: { mission_id: string }) => m.mission_id === missionId);
        expect(row).toMatchObject({
          participants: cohort.length,
          completed: n((p) => p.done.every(Boolean)),
          entries: n((p) => p.isEntered),
          winners: n((p) => p.isEntered && p.isWinner),
          collected: data.funnel.at(-1).count,
        });
      }),
      { numRuns: 20 },
    );
  });
});
