import { describe, expect, it } from "vitest";
import { and, asc, eq, inArray } from "drizzle-orm";
import { hqSagaVaultAbi } from "@questhq/contracts/generated/HQSagaVault";
import { hqTokenAbi } from "@questhq/contracts/generated/HQToken";
import { streamEndFor } from "@questhq/core";
import { creditLedger, notification, sagaAllocation } from "../../db/schema/index";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { addressOf, signInAnvil, withChainApp, type ChainTestEnv } from "../../test/chain-kit";
import { claimPayoutBatch } from "./settle-payout";

// Paying a settled Saga on a real chain: each row with a wallet gets an HQSagaVault stream and
// vault amount, rows without one are listed, paying again sends nothing, and a row whose stream
// was opened but never recorded (a crash between send and record) is found on chain, not paid twice.

let chain: ChainTestEnv;
let t: TestApp;
let op: Client;
const DAY = 86_400_000;
let sagas = 0;

withChainApp(
  async (s) => {
    ({ chain, t } = s);
    op = await signInWithEmail(t, "ops@example.com");
  },
  { OPERATOR_EMAILS: "ops@example.com", SAGA_PAYOUT_BATCH: "2", SAGA_VAULT_BPS: "5000" },
);

const userId = async (c: Client) => (await c.get("/api/v1/users/me")).json().data.id as string;
const opened = (recipient: `0x${string}`) =>
  chain.publicClient.getContractEvents({
    address: chain.deployment.contracts.HQSagaVault,
    abi: hqSagaVaultAbi,
    eventName: "SagaStreamOpened",
    args: { recipient },
    fromBlock: 0n,
  });

/** An ended Saga (1,000 $HQ) in which each user earned the given credits, settled. */
async function settledSaga(users: string[], credits: bigint[]) {
  const slug = `paid-saga-${++sagas}`;
  // Each Saga gets its own fortnight in the past, so no Saga counts another one's credits.
  const startsAt = Date.now() - (15 + 20 * sagas) * DAY;
  const created = await op.post("/api/v1/operator/seasons", {
    name: `Paid ${sagas}`,
    slug,
    number: 10 + sagas,
    starts_at: new Date(startsAt).toISOString(),
    weeks: 2,
    hq_pool: 1000,
    allow_ended: true,
  });
  expect(created.statusCode, created.body).toBe(200);
  const during = new Date(startsAt + 2 * DAY);
  for (const [i, id] of users.entries()) {
    await t.database.db.insert(creditLedger).values({
      userId: id,
      amount: credits[i]!,
      reason: "test",
      idempotencyKey: `paid:${slug}:${id}`,
      createdAt: during,
    });
  }
  const saga = created.json().data as { id: string; slug: string };
  expect((await op.post(`/api/v1/operator/seasons/${saga.id}/settle`, {})).statusCode).toBe(200);
  return saga;
}

describe("Saga payout", () => {
  it("opens a vault stream per row with a wallet, lists the rest, and never pays twice", async () => {
    const wallets = [1, 2, 3];
    const ids = await Promise.all(wallets.map(async (i) => userId((await signInAnvil(t, i)).client)));
    const noWallet = await userId(await signInWithEmail(t, "no-wallet@example.com"));
    const saga = await settledSaga([...ids, noWallet], [100n, 200n, 300n, 400n]);

    const res = await op.post(`/api/v1/operator/seasons/${saga.id}/payout`, {});
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ status: "paid", paid_now: 3, paid_total: 3, payable_left: 0 });
    expect(report.without_wallet).toHaveLength(1);

    const rows = await t.database.db
      .select()
      .from(sagaAllocation)
      .where(eq(sagaAllocation.sagaId, saga.id))
      .orderBy(asc(sagaAllocation.position));
    const walletOf = new Map(ids.map((id, k) => [id, addressOf(wallets[k]!)]));
    for (const r of rows) {
      expect(r.recipient).toBe(walletOf.get(r.userId!) ?? null);
      if (!r.recipient) {
        expect(report.without_wallet).toEqual([r.account]);
        expect(r.paidAt).toBeNull();
        continue;
      }
      const reward = await chain.publicClient.readContract({
        address: chain.deployment.contracts.HQSagaVault,
        abi: hqSagaVaultAbi,
        functionName: "rewardOf",
        args: [BigInt(r.streamId!)],
      });
      expect(reward).toMatchObject({ recipient: r.recipient, vaultAmount: r.vaultAmount, claimed: false });
      const events = (await opened(r.recipient as `0x${string}`)).filter(
        (e) => e.args.streamId === BigInt(r.streamId!),
      );
      expect(events[0]!.args.streamAmount).toBe(r.streamAmount);
      expect(Number(events[0]!.args.endTime) - Number(events[0]!.args.startTime)).toBe(streamEndFor(0));
    }
    const published = (await op.get(`/api/v1/seasons/${saga.slug}/allocations`)).json().data as {
      stream_id: string | null;
    }[];
    expect(published.filter((r) => r.stream_id !== null)).toHaveLength(3);

    const before = await Promise.all(wallets.map((i) => opened(addressOf(i))));
    const again = (await op.post(`/api/v1/operator/seasons/${saga.id}/payout`, {})).json().data;
    expect(again).toMatchObject({ paid_now: 0, paid_total: 3 });
    const after = await Promise.all(wallets.map((i) => opened(addressOf(i))));
    expect(after.map((e) => e.length)).toEqual(before.map((e) => e.length));

    // Everyone in the table heard of the settlement with their amount; those paid, once, that they can claim.
    const told = await t.database.db
      .select({ userId: notification.userId, kind: notification.kind, data: notification.data })
      .from(notification)
      .where(inArray(notification.userId, [...ids, noWallet]));
    const amountOf = new Map(rows.map((r) => [r.userId, r.amount.toString()]));
    for (const id of [...ids, noWallet]) {
      const mine = told.filter((n) => n.userId === id);
      expect(mine.filter((n) => n.kind === "saga_settled").map((n) => n.data.amount)).toEqual([amountOf.get(id)]);
      expect(mine.filter((n) => n.kind === "claim_open")).toHaveLength(id === noWallet ? 0 : 1);
    }
  });

  it("records a stream that was sent but not recorded instead of sending it again", async () => {
    const id = await userId((await signInAnvil(t, 4)).client);
    const saga = await settledSaga([id], [500n]);
    // A payout run claimed the row eleven minutes ago, sent openStream, and died before recording it.
    const claimedAt = new Date(Date.now() - 11 * 60_000);
    const [claim] = await claimPayoutBatch(t.database.db, saga.id, 1, claimedAt);
    expect(claim!.recipient).toBe(addressOf(4));
    const start = Math.floor(claimedAt.getTime() / 1000);
    const { HQToken: token, HQSagaVault: vault } = chain.deployment.contracts;
    await chain.mined(
      await chain
        .wallet(0)
        .writeContract({ address: token, abi: hqTokenAbi, functionName: "approve", args: [vault, claim!.row.amount] }),
    );
    const sent = await chain.mined(
      await chain.wallet(0).writeContract({
        address: vault,
        abi: hqSagaVaultAbi,
        functionName: "openStream",
        args: [claim!.recipient, claim!.row.streamAmount, claim!.row.vaultAmount, start, streamEndFor(start)],
      }),
    );

    const report = (await op.post(`/api/v1/operator/seasons/${saga.id}/payout`, {})).json().data;
    expect(report).toMatchObject({ status: "paid", paid_now: 1 });
    expect(await opened(addressOf(4))).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(sagaAllocation)
      .where(and(eq(sagaAllocation.sagaId, saga.id), eq(sagaAllocation.position, 0)));
    expect(row!.payoutTx).toBe((sent as { transactionHash: string }).transactionHash);
  });

  it("refuses to pay a Saga that is not settled", async () => {
    const running = await op.post("/api/v1/operator/seasons", {
      name: "Unpaid",
      slug: "unpaid-saga",
      number: 40,
      starts_at: new Date(Date.now() - DAY).toISOString(),
      weeks: 2,
      hq_pool: 5,
    });
    const res = await op.post(`/api/v1/operator/seasons/${running.json().data.id}/payout`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This Saga has not been settled yet.");
  });
});
