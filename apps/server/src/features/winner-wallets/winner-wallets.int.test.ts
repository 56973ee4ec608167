import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVALID_DATE_MESSAGE, WINNER_WALLET_MESSAGES } from "@questhq/core";
import { reward } from "../../db/schema/index";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { addObjective, addReward, createDraft, rewardFields, withCastApp, type Cast } from "../../test/mission-kit";
import { completeAll, OKX, WALLET } from "../../test/participation-kit";
import { sendReminders } from "../notifications/index";

let t: TestApp;
let cast: Cast;
// This server's operator gives every tier the contact columns of winner exports (the tier gate has its own test
// in billing/entitlements.int.test.ts).
withCastApp((s) => ({ t, cast } = s), {
  VERIFY_POLL_MS: "0",
  TIER_ENTITLEMENTS: JSON.stringify({ Free: { organizerTools: ["winner_contact_export"] } }),
});

const SOLANA_ENTRY = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";
const SOLANA_PAYOUT = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
const DAY = 86_400_000;

/** A live "All" mission whose reward is on `chainId` with a wallet deadline two days after the mission ends. */
async function liveMission(chainId: number, kind = "allowlist") {
  const endsAt = new Date(Date.now() + 7 * DAY);
  const m = await createDraft(cast.admin, cast.orgId, { end_date: endsAt.toISOString() });
  const o = await addObjective(cast.admin, m.id, "client_validation", { key: "okx" });
  const deadline = new Date(endsAt.getTime() + 2 * DAY).toISOString();
  const r = await addReward(cast.admin, m.id, {
    kind,
    blockchain_chain_id: chainId,
    selection_process: "All",
    number_of_winners: null,
    wallet_deadline: deadline,
  });
  expect((await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {})).statusCode).toBe(200);
  return { mission: m, objectiveIds: [o.id], rewardId: r.id, deadline };
}

async function winAs(missionId: string, objectiveIds: string[], wallet: string): Promise<Client> {
  const user = await signInWithEmail(t, `winner-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await completeAll(user, missionId, objectiveIds);
  const entered = await user.post(`/api/v1/missions/${missionId}/complete`, { wallet_address: wallet, quantity: 1 });
  expect(entered.statusCode, entered.body).toBe(200);
  return user;
}

async function draw(missionId: string) {
  expect((await cast.admin.post(`/api/v1/missions/${missionId}/close`, {})).statusCode).toBe(200);
  expect((await cast.admin.post(`/api/v1/missions/${missionId}/draw`, {})).statusCode).toBe(200);
}

describe("the organizer's wallet deadline", () => {
  it("is optional, must be a date after the mission's end, and can be moved or cleared", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const mission = (await cast.admin.get(`/api/v1/missions/${m.id}`)).json().data as { ends_at: string };
    const early = await cast.admin.post("/api/v1/rewards", rewardFields(m.id, { wallet_deadline: mission.ends_at }));
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({
      message: WINNER_WALLET_MESSAGES.deadlineAfterEnd,
      fields: { wallet_deadline: [WINNER_WALLET_MESSAGES.deadlineAfterEnd] },
    });
    const garbled = await cast.admin.post(
      "/api/v1/rewards",
      rewardFields(m.id, { wallet_deadline: "2027-02-30T10:00:00Z" }),
    );
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error.fields.wallet_deadline).toEqual([INVALID_DATE_MESSAGE]);

    const none = (await addReward(cast.admin, m.id)) as { id: string; wallet_deadline?: string | null };
    expect(none.wallet_deadline).toBeNull();
    const later = new Date(Date.parse(mission.ends_at) + 3 * DAY).toISOString();
    const set = await cast.admin.put(`/api/v1/rewards/${none.id}`, { mission: m.id, wallet_deadline: later });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.wallet_deadline).toBe(later);
    // Other edits keep it; a blank clears it.
    expect(
      (await cast.admin.put(`/api/v1/rewards/${none.id}`, { mission: m.id, title: "Renamed" })).json().data
        .wallet_deadline,
    ).toBe(later);
    expect(
      (await cast.admin.put(`/api/v1/rewards/${none.id}`, { mission: m.id, wallet_deadline: "" })).json().data
        .wallet_deadline,
    ).toBeNull();
    // Outsiders do not learn the draft exists.
    expect(
      (await cast.user.put(`/api/v1/rewards/${none.id}`, { mission: m.id, wallet_deadline: later })).statusCode,
    ).toBe(404);
  });
});

describe("the wallet deadline reminder", () => {
  it("tells winners without a confirmed wallet once the deadline is a day away, once", async () => {
    const { mission, objectiveIds, deadline } = await liveMission(8453);
    const late = await winAs(mission.id, objectiveIds, WALLET);
    const done = await winAs(mission.id, objectiveIds, WALLET);
    await draw(mission.id);
    const saved = await done.put(`/api/v1/missions/${mission.id}/winner-wallet`, { wallet_address: WALLET });
    expect(saved.statusCode, saved.body).toBe(200);
    const remindersOf = async (c: Client) =>
      ((await c.get("/api/v1/notifications")).json().data as { kind: string; title: string; link: string }[]).filter(
        (n) => n.kind === "wallet_deadline_soon",
      );
    const at = (msBefore: number) => new Date(Date.parse(deadline) - msBefore);

    await sendReminders(t.database.db, at(2 * DAY));
    expect(await remindersOf(late)).toEqual([]);
    await sendReminders(t.database.db, at(DAY / 2));
    await sendReminders(t.database.db, at(DAY / 4));
    expect(await remindersOf(late)).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Confirm your wallet for "/),
        link: `/enter-wallet?mission=${mission.slug}`,
      }),
    ]);
    expect(await remindersOf(done)).toEqual([]);
  });
});

describe("winners submit their wallet", () => {
  it("lists the win, checks the wallet for the reward's chain, saves it until the deadline, exports it", async () => {
    const { mission, objectiveIds, deadline } = await liveMission(-1);
    const winner = await winAs(mission.id, objectiveIds, SOLANA_ENTRY);
    const bystander = await signInWithEmail(t, `bystander-${Date.now()}@example.com`);
    // Not a winner yet: entered only.
    expect(
      (await winner.put(`/api/v1/missions/${mission.id}/winner-wallet`, { wallet_address: SOLANA_PAYOUT })).json().error
        .message,
    ).toBe(WINNER_WALLET_MESSAGES.notWinner);
    await draw(mission.id);

    const list = await winner.get("/api/v1/winner-wallets");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().next).toBeNull();
    expect(list.json().data).toEqual([
      expect.objectContaining({
        mission: expect.objectContaining({ id: mission.id, slug: mission.slug }),
        reward: expect.objectContaining({
          blockchain_chain_id: -1,
          chain_label: "Solana",
          wallet_kind: "solana",
          kind: "allowlist",
        }),
        submitted_wallet: SOLANA_ENTRY,
        wallet_state: "to_confirm",
        wallet_deadline: deadline,
        is_open: true,
      }),
    ]);

    const wrong = await winner.put(`/api/v1/missions/${mission.slug}/winner-wallet`, { wallet_address: WALLET });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: "Please enter a valid Solana Wallet Address.",
      fields: { wallet_address: ["Please enter a valid Solana Wallet Address."] },
    });
    const saved = await winner.put(`/api/v1/missions/${mission.slug}/winner-wallet`, {
      wallet_address: `  ${SOLANA_PAYOUT} `,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      submitted_wallet: SOLANA_PAYOUT,
      wallet_state: "submitted",
      is_open: true,
    });
    expect((await winner.get(`/api/v1/missions/${mission.id}/participant`)).json().data.submitted_wallet).toBe(
      SOLANA_PAYOUT,
    );

    // The organizer's export carries the submitted wallet, not the one entered with.
    const csv = await cast.admin.post(`/api/v1/missions/${mission.id}/export`, {
      fields: ["wallet_address", "email_address"],
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(SOLANA_PAYOUT);
    expect(csv.body).not.toContain(SOLANA_ENTRY);

    // Only the winner, signed in.
    expect(
      (await bystander.put(`/api/v1/missions/${mission.id}/winner-wallet`, { wallet_address: SOLANA_PAYOUT }))
        .statusCode,
    ).toBe(403);
    expect((await bystander.get("/api/v1/winner-wallets")).json().data).toEqual([]);
    expect((await cast.visitor.get("/api/v1/winner-wallets")).statusCode).toBe(401);
    expect(
      (await cast.visitor.put(`/api/v1/missions/${mission.id}/winner-wallet`, { wallet_address: SOLANA_PAYOUT }))
        .statusCode,
    ).toBe(401);

    // After the deadline the wallet is read-only, on the server's clock.
    await t.database.db
      .update(reward)
      .set({ walletDeadline: new Date(Date.now() - 1000) })
      .where(eq(reward.missionId, mission.id));
    const late = await winner.put(`/api/v1/missions/${mission.id}/winner-wallet`, { wallet_address: SOLANA_ENTRY });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(WINNER_WALLET_MESSAGES.closed);
    expect((await winner.get("/api/v1/winner-wallets")).json().data[0]).toMatchObject({
      is_open: false,
      submitted_wallet: SOLANA_PAYOUT,
    });
  });

  it("gives the entry wallet message of each chain kind and a clear error for bad bodies", async () => {
    const ordinals = await liveMission(-2, "raffle");
    const winner = await winAs(ordinals.mission.id, ordinals.objectiveIds, `bc1${"q".repeat(39)}`);
    await draw(ordinals.mission.id);
    const put = (body: unknown) => winner.put(`/api/v1/missions/${ordinals.mission.id}/winner-wallet`, body);
    expect((await put({ wallet_address: SOLANA_PAYOUT })).json().error.message).toBe(
      "Please enter a valid Bitcoin Ordinals Wallet Address.",
    );
    expect((await put({ wallet_address: `bc1${"p".repeat(58)}` })).statusCode).toBe(200);
    for (const body of [{}, { wallet_address: "" }, { wallet_address: 12 }, { wallet_address: "x".repeat(500) }]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }

    const evm = await liveMission(8453);
    const evmWinner = await winAs(evm.mission.id, evm.objectiveIds, WALLET);
    await draw(evm.mission.id);
    const bad = await evmWinner.put(`/api/v1/missions/${evm.mission.id}/winner-wallet`, {
      wallet_address: SOLANA_PAYOUT,
    });
    expect(bad.json().error.message).toBe("Please enter a valid Ethereum Wallet Address.");
    // Confirming the entry's wallet as it is counts as a submission.
    const same = await evmWinner.put(`/api/v1/missions/${evm.mission.id}/winner-wallet`, { wallet_address: WALLET });
    expect(same.json().data).toMatchObject({ wallet_state: "submitted", submitted_wallet: WALLET });
    expect(
      (await evmWinner.put("/api/v1/missions/no-such-mission/winner-wallet", { wallet_address: WALLET })).statusCode,
    ).toBe(404);
  });

  it("leaves out rewards the winner mints or claims, which need no submitted wallet", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const o = await addObjective(cast.admin, m.id, "client_validation", { key: "okx" });
    await addReward(cast.admin, m.id, { kind: "nft_mint", selection_process: "All", number_of_winners: null });
    await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
    const user = await signInWithEmail(t, `minter-${Date.now()}@example.com`);
    await user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: o.id, ...OKX });
    await user.post(`/api/v1/missions/${m.id}/complete`, { wallet_address: WALLET, quantity: 1 });
    await draw(m.id);
    expect((await user.get("/api/v1/winner-wallets")).json().data).toEqual([]);
    const put = await user.put(`/api/v1/missions/${m.id}/winner-wallet`, { wallet_address: WALLET });
    expect(put.statusCode).toBe(409);
    expect(put.json().error.message).toBe(WINNER_WALLET_MESSAGES.notCollected);
  });
});
