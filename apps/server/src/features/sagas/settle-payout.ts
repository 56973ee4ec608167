import type { FastifyInstance } from "fastify";
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { createWalletClient, http, parseEventLogs, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { hqSagaVaultAbi, hqTokenAbi, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts";
import { AppError, ANVIL_CHAIN_ID, SAGA_MESSAGES, streamEndFor, type PayoutReport } from "@questhq/core";
import type { Db } from "../../db/client";
import { sagaAllocation, sagaSettlement, type Saga, type SagaAllocation } from "../../db/schema/index";
import { withJobLock } from "../../lib/job-lock";
import { requireChainSetup, type ChainSetup } from "../chain/index";
import { notifyFrom } from "../notifications/index";

// Paying a settled Saga: each row becomes one HQSagaVault.openStream (the stream part streams for
// 12 months to the user's primary wallet, the vault part waits in the vault), funded from
// SAGA_FUNDER_PRIVATE_KEY in batches: one approve for the batch, then one openStream per row.
//
// Never twice: a row is claimed (recipient and payout_claimed_at written and committed) before its
// transaction is sent, and the stream starts at the claim's second. A row claimed earlier but never
// recorded (the process died between send and record) is looked up in the vault's SagaStreamOpened
// events — same recipient, amounts and start — and recorded from there instead of being sent again.
// Claims hold for CLAIM_LEASE_MS, far longer than a receipt wait, so two servers never send one row.
// One payout run per funder at a time, across servers (a job lock, lib/job-lock.ts): runs on two servers would take
// disjoint rows, but they send from one account, so they would race for its nonces and each approve would replace the
// other's allowance. A second run while one is sending is refused (409) and can simply be asked again.

export const PAYOUT_BUSY_MESSAGE =
  "Another payout is being sent from the funding wallet right now. Try again when it has finished.";

const CLAIM_LEASE_MS = 10 * 60_000;
const MAX_BATCHES_PER_CALL = 10;
const RECEIPT_POLL_MS = 500;

type Deps = { db: Db; setup: ChainSetup; funderKey: Hex; batch: number };

function funderKeyOf(app: FastifyInstance, setup: ChainSetup): Hex {
  const key = app.env.SAGA_FUNDER_PRIVATE_KEY;
  if (key) return (key.startsWith("0x") ? key : `0x${key}`) as Hex;
  // The local demo chain: the deployer owns the vault and holds the demo $HQ.
  if (setup.chainId === ANVIL_CHAIN_ID) return ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]! as Hex;
  throw new AppError("not_ready", "Saga payouts need SAGA_FUNDER_PRIVATE_KEY (the vault owner's key) on this chain.");
}

// The owner's primary wallet (else their first), as a correlated subquery. Written out in full: drizzle
// would render both user_id columns unqualified, and the subquery would then compare wallet_address to itself.
const primaryWallet = () =>
  sql<string | null>`(select w.address from wallet_address w where w.user_id = "saga_allocation"."user_id"
    order by w.is_primary desc, w.created_at asc limit 1)`;

/** Claims up to `batch` unpaid rows whose owner has a wallet; returns them with the claim they replaced. */
async function claimBatch(db: Db, sagaId: string, batch: number, now: Date) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ row: sagaAllocation, wallet: primaryWallet() })
      .from(sagaAllocation)
      .where(
        and(
          eq(sagaAllocation.sagaId, sagaId),
          isNull(sagaAllocation.paidAt),
          or(
            isNull(sagaAllocation.payoutClaimedAt),
            lt(sagaAllocation.payoutClaimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
          ),
          // A row claimed before keeps its recipient (the lookup needs it); a fresh one needs a wallet now.
          or(isNotNull(sagaAllocation.recipient), isNotNull(primaryWallet())),
        ),
      )
      .orderBy(asc(sagaAllocation.position))
      .limit(batch)
      .for("update", { of: sagaAllocation, skipLocked: true });
    const claimed: { row: SagaAllocation; recipient: Address; previousClaim: Date | null; claimedAt: Date }[] = [];
    for (const { row, wallet } of rows) {
      const recipient = (row.recipient ?? wallet) as Address;
      await tx
        .update(sagaAllocation)
        .set({ recipient, payoutClaimedAt: now })
        .where(and(eq(sagaAllocation.sagaId, sagaId), eq(sagaAllocation.position, row.position)));
      claimed.push({ row, recipient, previousClaim: row.payoutClaimedAt, claimedAt: now });
    }
    return claimed;
  });
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A stream the vault opened for an earlier claim of this row, if that transaction did land. */
async function findOpened(d: Deps, recipient: Address, row: SagaAllocation, claim: Date) {
  const logs = await d.setup.client.getContractEvents({
    address: d.setup.deployment.contracts.HQSagaVault,
    abi: hqSagaVaultAbi,
    eventName: "SagaStreamOpened",
    args: { recipient },
    fromBlock: BigInt(d.setup.deployment.startBlock),
  });
  return (
    logs.find(
      (l) =>
        l.args.streamAmount === row.streamAmount &&
        l.args.vaultAmount === row.vaultAmount &&
        l.args.startTime === seconds(claim),
    ) ?? null
  );
}

/** The row is paid: its stream is open on chain, so the person hears that they can claim (with the record). */
async function record(db: Db, row: SagaAllocation, streamId: bigint, tx: Hex) {
  await db.transaction(async (t) => {
    const paid = await t
      .update(sagaAllocation)
      .set({ streamId: streamId.toString(), payoutTx: tx, paidAt: new Date() })
      .where(
        and(
          eq(sagaAllocation.sagaId, row.sagaId),
          eq(sagaAllocation.position, row.position),
          isNull(sagaAllocation.paidAt),
        ),
      )
      .returning({ userId: sagaAllocation.userId });
    if (!paid[0]?.userId) return;
    await notifyFrom(
      t,
      `saga-stream:${row.sagaId}`,
      sql`select a.user_id, 'claim_open' as kind,
          jsonb_build_object('saga_name', s.name, 'amount', a.amount::text) as data
        from saga_allocation a join saga s on s.id = a.saga_id
        where a.saga_id = ${row.sagaId} and a.position = ${row.position}`,
    );
  });
}

async function payBatch(d: Deps, sagaId: string, now: Date): Promise<number> {
  const claimed = await claimBatch(d.db, sagaId, d.batch, now);
  if (claimed.length === 0) return 0;
  const toSend: typeof claimed = [];
  for (const c of claimed) {
    const found = c.previousClaim ? await findOpened(d, c.recipient, c.row, c.previousClaim) : null;
    if (found) await record(d.db, c.row, found.args.streamId!, found.transactionHash);
    else toSend.push(c);
  }
  if (toSend.length > 0) {
    const account = privateKeyToAccount(d.funderKey);
    const chain = d.setup.client.chain!;
    const wallet = createWalletClient({ account, chain, transport: http(d.setup.rpcUrl) });
    const { HQToken: token, HQSagaVault: vault } = d.setup.deployment.contracts;
    const total = toSend.reduce((s, c) => s + c.row.amount, 0n);
    const approveTx = await wallet.writeContract({
      address: token,
      abi: hqTokenAbi,
      functionName: "approve",
      args: [vault, total],
    });
    await d.setup.client.waitForTransactionReceipt({ hash: approveTx, pollingInterval: RECEIPT_POLL_MS });
    for (const c of toSend) {
      const start = seconds(c.claimedAt);
      const hash = await wallet.writeContract({
        address: vault,
        abi: hqSagaVaultAbi,
        functionName: "openStream",
        args: [c.recipient, c.row.streamAmount, c.row.vaultAmount, start, streamEndFor(start)],
      });
      const receipt = await d.setup.client.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS });
      if (receipt.status !== "success")
        throw new AppError("bad_gateway", `The payout of row ${c.row.position} was reverted (${hash}).`);
      const [opened] = parseEventLogs({ abi: hqSagaVaultAbi, eventName: "SagaStreamOpened", logs: receipt.logs });
      await record(d.db, c.row, opened!.args.streamId, hash);
    }
  }
  return claimed.length;
}

async function report(db: Db, sagaId: string, paidNow: number): Promise<PayoutReport> {
  const [counts] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${sagaAllocation.paidAt} is not null)`,
      payable: sql<number>`count(*) filter (where ${sagaAllocation.paidAt} is null
        and (${sagaAllocation.recipient} is not null or ${primaryWallet()} is not null))`,
    })
    .from(sagaAllocation)
    .where(eq(sagaAllocation.sagaId, sagaId));
  const without = await db
    .select({ account: sagaAllocation.account })
    .from(sagaAllocation)
    .where(
      and(
        eq(sagaAllocation.sagaId, sagaId),
        isNull(sagaAllocation.paidAt),
        isNull(sagaAllocation.recipient),
        isNull(primaryWallet()),
      ),
    )
    .orderBy(asc(sagaAllocation.position))
    .limit(1000);
  const payableLeft = Number(counts?.payable ?? 0);
  const status = payableLeft === 0 ? "paid" : "paying";
  await db
    .update(sagaSettlement)
    .set({ status, paidAt: status === "paid" ? new Date() : null })
    .where(eq(sagaSettlement.sagaId, sagaId));
  return {
    status,
    paid_now: paidNow,
    paid_total: Number(counts?.paid ?? 0),
    payable_left: payableLeft,
    without_wallet: without.map((w) => w.account),
  };
}

/** POST /operator/seasons/:id/payout: pays up to MAX_BATCHES_PER_CALL batches; call again while payable_left > 0. */
export async function payoutSaga(app: FastifyInstance, s: Saga, now = new Date()): Promise<PayoutReport> {
  const db = app.database.db;
  const [settlement] = await db
    .select({ id: sagaSettlement.sagaId })
    .from(sagaSettlement)
    .where(eq(sagaSettlement.sagaId, s.id));
  if (!settlement) throw new AppError("conflict", SAGA_MESSAGES.notSettled);
  const setup = requireChainSetup(app.chain.setup);
  const deps: Deps = { db, setup, funderKey: funderKeyOf(app, setup), batch: app.env.SAGA_PAYOUT_BATCH };
  // Rows of 0 $HQ (a share below one base unit) have nothing to send.
  await db
    .update(sagaAllocation)
    .set({ paidAt: now })
    .where(and(eq(sagaAllocation.sagaId, s.id), eq(sagaAllocation.amount, 0n), isNull(sagaAllocation.paidAt)));
  await db
    .update(sagaSettlement)
    .set({ status: "paying" })
    .where(and(eq(sagaSettlement.sagaId, s.id), eq(sagaSettlement.status, "published")));
  const funder = privateKeyToAccount(deps.funderKey).address;
  const run = await withJobLock(db, `saga-payout:${setup.chainId}:${funder.toLowerCase()}`, async () => {
    let paid = 0;
    for (let i = 0; i < MAX_BATCHES_PER_CALL; i++) {
      const n = await payBatch(deps, s.id, now);
      paid += n;
      if (n < deps.batch) break;
    }
    return paid;
  });
  if (!run.ran) throw new AppError("conflict", PAYOUT_BUSY_MESSAGE);
  return report(db, s.id, run.value);
}

// Exported for the payout test's "crash between send and record" case.
export { claimBatch as claimPayoutBatch };
