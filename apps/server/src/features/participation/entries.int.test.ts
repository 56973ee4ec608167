import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  INVALID_ETHEREUM_WALLET_MESSAGE,
  INVALID_SOLANA_WALLET_MESSAGE,
  OBJECTIVES_INCOMPLETE_MESSAGE,
  PARTICIPATION_TOASTS,
  skippedMessage,
} from "@questhq/core";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { addObjective, addReward, createDraft, withCastApp, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission, depositHq, userIdOf, WALLET } from "../../test/participation-kit";
import { hqLedger, hqStake } from "../../db/schema/index";

let t: TestApp;
let cast: Cast;
const HQ = 10n ** 18n;

withCastApp((s) => ({ t, cast } = s), { VERIFY_POLL_MS: "0" });

async function ledgerMatchesBalance(userId: string) {
  const [sum] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${hqLedger.amount}), 0)::text` })
    .from(hqLedger)
    .where(eq(hqLedger.userId, userId));
  const [stake] = await t.database.db.select().from(hqStake).where(eq(hqStake.userId, userId));
  expect(BigInt(sum!.total)).toBe(stake?.available ?? 0n);
  expect((stake?.available ?? 0n) >= 0n).toBe(true);
  return stake?.available ?? 0n;
}

type LiveMission = Awaited<ReturnType<typeof createLiveMission>>;

/** A new signed-in user (`label` starts the email) who has completed every objective of the mission. */
async function readyUser({ mission, objectives }: LiveMission, label: string): Promise<Client> {
  const user = await signInWithEmail(t, `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await completeAll(
    user,
    mission.id,
    objectives.map((o) => o.id),
  );
  return user;
}

/** A live multi-entry mission of one objective, and a ready user holding `hq` $HQ to pay for extra entries. */
async function payingEntrant(freeEntries: number, label: string, hq: number) {
  const live = await createLiveMission(cast, {
    objectives: 1,
    mission: { free_entries: freeEntries, is_multi_entry_enabled: true },
  });
  const user = await readyUser(live, label);
  const userId = await userIdOf(user);
  await depositHq(t, userId, hq);
  return { mission: live.mission, user, userId };
}

describe("entering a mission", () => {
  it("asks for completed objectives first, then a wallet valid for the reward's chain", async () => {
    const { mission, objectives } = await createLiveMission(cast);
    const user = await signInWithEmail(t, `entry-${Date.now()}@example.com`);
    const early = await user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: WALLET, quantity: 1 });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(OBJECTIVES_INCOMPLETE_MESSAGE);
    await completeAll(
      user,
      mission.id,
      objectives.map((o) => o.id),
    );
    const bad = await user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: "0x123", quantity: 1 });
    expect(bad.json().error).toMatchObject({
      message: INVALID_ETHEREUM_WALLET_MESSAGE,
      fields: { wallet_address: [INVALID_ETHEREUM_WALLET_MESSAGE] },
    });
    const ok = await user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: WALLET, quantity: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ cost: 0, message: PARTICIPATION_TOASTS.entriesAdded });
    expect(ok.json().data.participant).toMatchObject({
      status: "Entered",
      label: "Results pending",
      entry_count: 1,
      submitted_wallet: WALLET,
    });
  });

  it("validates Solana wallets for a Solana reward, and completes (not enters) an allowlist for everyone", async () => {
    const live = await createLiveMission(cast, {
      objectives: 1,
      reward: { blockchain_chain_id: -1, kind: "allowlist", selection_process: "All" },
    });
    const { mission } = live;
    const user = await readyUser(live, "sol");
    const bad = await user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: WALLET, quantity: 1 });
    expect(bad.json().error.message).toBe(INVALID_SOLANA_WALLET_MESSAGE);
    const ok = await user.post(`/api/v1/missions/${mission.id}/complete`, {
      wallet_address: "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",
      quantity: 1,
    });
    expect(ok.json().data).toMatchObject({ message: PARTICIPATION_TOASTS.missionCompleted });
    expect(ok.json().data.participant).toMatchObject({ status: "Completed", label: "Completed Mission" });
  });

  it("charges 200 $HQ per extra entry, refuses short balances with cost, balance and need, never twice", async () => {
    const { mission, user, userId } = await payingEntrant(1, "paid", 150);
    const short = await user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: WALLET, quantity: 3 });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toMatchObject({
      code: "insufficient_balance",
      fields: { cost: ["400"], balance: ["150"], need: ["250"] },
    });
    expect(await ledgerMatchesBalance(userId)).toBe(150n * HQ);

    const tooMany = await user.post(`/api/v1/missions/${mission.id}/complete`, {
      wallet_address: WALLET,
      quantity: 1000,
    });
    expect(tooMany.statusCode).toBe(400);
    await depositHq(t, userId, 300);
    const ok = await user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: WALLET, quantity: 3 });
    expect(ok.json().data).toMatchObject({ cost: 400 });
    expect(ok.json().data.participant).toMatchObject({ entry_count: 3, paid_entries: 2, available_tokens: 50 });
    const retry = await user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: WALLET, quantity: 3 });
    expect(retry.json().data).toMatchObject({ cost: 0 });
    expect(await ledgerMatchesBalance(userId)).toBe(50n * HQ);
    expect((await user.get("/api/v1/users/credits")).json().data.stake.available).toBe(50);
  });

  it("keeps the ledger whole under 1,000 concurrent identical paid entries", async () => {
    const { mission, user, userId } = await payingEntrant(0, "storm", 500);
    const results = await Promise.all(
      Array.from({ length: 1000 }, () =>
        user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: WALLET, quantity: 2 }),
      ),
    );
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.json().data.cost, 0)).toBe(400);
    expect(await ledgerMatchesBalance(userId)).toBe(100n * HQ);
    const [debits] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(hqLedger)
      .where(sql`${hqLedger.userId} = ${userId} and ${hqLedger.amount} < 0`);
    expect(debits!.n).toBe(1);
  });

  it("shares one balance across concurrent entries to different missions without going negative", async () => {
    const missions = await Promise.all(
      [1, 2, 3].map(() =>
        createLiveMission(cast, { objectives: 1, mission: { free_entries: 0, is_multi_entry_enabled: true } }),
      ),
    );
    const user = await signInWithEmail(t, `multi-${Date.now()}@example.com`);
    for (const m of missions)
      await completeAll(
        user,
        m.mission.id,
        m.objectives.map((o) => o.id),
      );
    const userId = await userIdOf(user);
    await depositHq(t, userId, 400); // two entries of 200
    const results = await Promise.all(
      missions.map((m) =>
        user.post(`/api/v1/missions/${m.mission.id}/complete`, { wallet_address: WALLET, quantity: 1 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    expect(await ledgerMatchesBalance(userId)).toBe(0n);
  });
});

describe("skipping Twitter objectives", () => {
  it("skips the remaining Twitter objectives for 10 $HQ each, once", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    await addObjective(cast.admin, m.id, "twitter_follow");
    await addObjective(cast.admin, m.id, "twitter_like");
    const okx = await addObjective(cast.admin, m.id, "client_validation", { key: "k" });
    await addReward(cast.admin, m.id);
    await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
    const user = await signInWithEmail(t, `skip-${Date.now()}@example.com`);
    const userId = await userIdOf(user);
    const broke = await user.post(`/api/v1/missions/${m.id}/skip_twitter`, {});
    expect(broke.statusCode).toBe(409);
    expect(broke.json().error.code).toBe("insufficient_balance");
    await depositHq(t, userId, 25);
    const res = await user.post(`/api/v1/missions/${m.id}/skip_twitter`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ objectives_skipped: 2, cost: 20 });
    expect(skippedMessage(res.json().data.objectives_skipped)).toBe("Successfully skipped 2 objectives!");
    expect(res.json().data.participant.objectives.map((o: { status: string }) => o.status)).toEqual([
      "skipped",
      "skipped",
    ]);
    const again = await user.post(`/api/v1/missions/${m.id}/skip_twitter`, {});
    expect(again.statusCode).toBe(409);
    expect(await ledgerMatchesBalance(userId)).toBe(5n * HQ);
    await completeAll(user, m.id, [okx.id]);
    expect((await user.get(`/api/v1/missions/${m.id}/participant`)).json().data.status).toBe("CompletedObjectives");
  });
});
