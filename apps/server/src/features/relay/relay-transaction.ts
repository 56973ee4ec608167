import { and, eq } from "drizzle-orm";
import { BaseError, concat, encodeFunctionData, getAddress, type Address, type Hex } from "viem";
import { hqForwarderAbi } from "@questhq/contracts/generated/HQForwarder";
import { hqMissionNFTAbi } from "@questhq/contracts/generated/HQMissionNFT";
import { hqMissionVestingAbi } from "@questhq/contracts/generated/HQMissionVesting";
import { HQ_FORWARDER } from "@questhq/contracts/forwarder";
import {
  AppError,
  GASLESS_MAX_GAS,
  GASLESS_MESSAGES,
  GASLESS_TRANSACTIONS_PER_DAY,
  isGaslessStaker,
  relayRequestSchema,
  type RelayResult,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { chainSignature, hqStake, relayedTransaction } from "../../db/schema/index";
import type { Env } from "../../env";
import { publicClientFor } from "../chain/index";
import { userWallets } from "../chain/index";
import { hasForwarder, usedToday } from "./gasless-status";
import { decodeRelayCall, refusalOf, relayKey, type RelayCall } from "./relay-rules";
import type { Relayer } from "./relayer";

type Deps = { db: Db; env: Pick<Env, "CHAIN_RPC_URLS">; relayer: Relayer | null };
type Request = { from: Address; to: Address; value: bigint; gas: bigint; deadline: number; data: Hex; signature: Hex };

/** The forwarder's own checks (signer, deadline, trusted target) cost it nothing; the outer call adds this much. */
const OUTER_GAS_MARGIN = 60_000n;

/**
 * POST /relay { chain_id, request }: a staker's mint or claim, signed as an ERC-2771 ForwardRequest, sent by the
 * platform's relayer, which pays the gas (and the contract's fee, the platform's own). Checked in order: the request's
 * shape and what it calls (a mint to the signer or a claim, within the gas cap), the signer is one of the user's
 * wallets, the target is a mint or claim contract the platform signed this user a permit for, the value is the
 * contract's fee and the mint has no price, the forwarder accepts the signature and the call would succeed; then, under
 * the user's stake row lock, a staker with budget left today reserves the transaction (its key is the signature, so a
 * retry answers the same hash), and the relayer sends it.
 */
export async function relayTransaction(
  deps: Deps,
  userId: string,
  body: unknown,
  now = new Date(),
): Promise<RelayResult> {
  const input = relayRequestSchema.parse(body);
  const chainId = input.chain_id;
  const r = input.request;
  const request: Request = {
    from: getAddress(r.from),
    to: getAddress(r.to),
    value: BigInt(r.value),
    gas: BigInt(r.gas),
    deadline: r.deadline,
    data: r.data as Hex,
    signature: r.signature as Hex,
  };
  const rpcUrl = deps.env.CHAIN_RPC_URLS?.[chainId];
  if (!deps.relayer || !rpcUrl) throw new AppError("not_ready", GASLESS_MESSAGES.unavailable);
  const key = relayKey(chainId, request.signature);
  const earlier = await findByKey(deps.db, key);
  if (earlier?.status === "failed") {
    // Never sent: the same signed request is checked and sent again as a new reservation.
    const failed = and(eq(relayedTransaction.id, earlier.id), eq(relayedTransaction.status, "failed"));
    await deps.db.delete(relayedTransaction).where(failed);
  } else if (earlier) return answerEarlier(deps.db, userId, earlier, now);

  const call = decodeRelayCall(request.data);
  if (!call) throw new AppError("bad_request", GASLESS_MESSAGES.notOurs);
  if (call.kind === "mint" && getAddress(call.wallet) !== request.from) {
    throw new AppError("bad_request", GASLESS_MESSAGES.otherWallet);
  }
  if (request.gas > BigInt(GASLESS_MAX_GAS)) {
    throw new AppError("bad_request", GASLESS_MESSAGES.tooMuchGas, { gas: [GASLESS_MESSAGES.tooMuchGas] });
  }
  const wallets = await userWallets(deps.db, userId);
  if (!wallets.includes(request.from.toLowerCase() as Address)) {
    throw new AppError("forbidden", GASLESS_MESSAGES.notYourWallet);
  }
  await requireSignedFor(deps.db, userId, chainId, request.to, call.kind);
  // Cheap refusals first: the chain is read only for a staker who has budget left (checked again when reserving).
  await requireStakerWithBudget(deps.db, userId, now);
  if (!(await hasForwarder(chainId, rpcUrl))) throw new AppError("not_ready", GASLESS_MESSAGES.unavailable);

  const client = publicClientFor(chainId, rpcUrl);
  await requireFeeOnly(client, request, call);
  const execute = encodeFunctionData({ abi: hqForwarderAbi, functionName: "execute", args: [request] });
  await simulate(client, request);
  // What the relayer's transaction needs: the forwarder's work around the call it makes.
  const estimated = await client
    .estimateGas({ account: deps.relayer.address, to: HQ_FORWARDER, data: execute, value: request.value })
    .catch(() => request.gas + OUTER_GAS_MARGIN);
  const gas = estimated + estimated / 5n;

  const id = await reserve(deps.db, userId, now, {
    userId,
    chainId,
    kind: call.kind,
    wallet: request.from.toLowerCase(),
    target: request.to.toLowerCase(),
    value: request.value,
    gasLimit: Number(request.gas),
    idempotencyKey: key,
  });
  if (!id) {
    const raced = await findByKey(deps.db, key);
    return answerEarlier(deps.db, userId, raced!, now);
  }
  let txHash: Hex;
  try {
    const relayed = { to: HQ_FORWARDER, data: execute, value: request.value, gas };
    txHash = await deps.relayer.send(deps.db, chainId, rpcUrl, relayed);
  } catch {
    // Never sent: it does not count against the budget, and the same signed request may be tried again.
    const failed = { status: "failed" as const, updatedAt: new Date() };
    await deps.db.update(relayedTransaction).set(failed).where(eq(relayedTransaction.id, id));
    throw new AppError("bad_gateway", GASLESS_MESSAGES.sendFailed);
  }
  const sent = { status: "sent" as const, txHash, updatedAt: new Date() };
  await deps.db.update(relayedTransaction).set(sent).where(eq(relayedTransaction.id, id));
  const remaining = Math.max(0, GASLESS_TRANSACTIONS_PER_DAY - (await usedToday(deps.db, userId, now)));
  return { tx_hash: txHash, chain_id: chainId, kind: call.kind, remaining_today: remaining };
}

type Row = typeof relayedTransaction.$inferSelect;

async function findByKey(db: Db, key: string): Promise<Row | null> {
  const [row] = await db.select().from(relayedTransaction).where(eq(relayedTransaction.idempotencyKey, key));
  return row ?? null;
}

/** A request seen before: its transaction again (another account's, or one still being sent, is a conflict). */
async function answerEarlier(db: Db, userId: string, row: Row, now: Date): Promise<RelayResult> {
  if (row.userId !== userId) throw new AppError("conflict", GASLESS_MESSAGES.notYourWallet);
  if (row.status !== "sent" || !row.txHash) throw new AppError("conflict", GASLESS_MESSAGES.inFlight);
  const used = await usedToday(db, userId, now);
  return {
    tx_hash: row.txHash as Hex,
    chain_id: row.chainId,
    kind: row.kind,
    remaining_today: Math.max(0, GASLESS_TRANSACTIONS_PER_DAY - used),
  };
}

/** The target must be a mint or claim contract the platform signer made this user a permit or claim for. */
async function requireSignedFor(db: Db, userId: string, chainId: number, target: Address, kind: RelayCall["kind"]) {
  const [row] = await db
    .select({ id: chainSignature.id })
    .from(chainSignature)
    .where(
      and(
        eq(chainSignature.userId, userId),
        eq(chainSignature.chainId, chainId),
        eq(chainSignature.contract, target.toLowerCase()),
        eq(chainSignature.kind, kind),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("forbidden", GASLESS_MESSAGES.notOurs);
}

/** A staker (available stake, read or already locked) with a relayed transaction left today. */
async function requireStakerWithBudget(db: Db, userId: string, now: Date, lockedStake?: bigint) {
  const read = async () =>
    (await db.select({ available: hqStake.available }).from(hqStake).where(eq(hqStake.userId, userId)))[0]?.available;
  const staked = lockedStake ?? (await read()) ?? 0n;
  if (!isGaslessStaker(staked)) throw new AppError("forbidden", GASLESS_MESSAGES.notStaker);
  if ((await usedToday(db, userId, now)) >= GASLESS_TRANSACTIONS_PER_DAY) {
    throw new AppError("rate_limited", GASLESS_MESSAGES.noBudget);
  }
}

type Client = ReturnType<typeof publicClientFor>;

/** The relayer pays the contract's fee (the platform's own) and nothing else: a priced mint is the organization's. */
async function requireFeeOnly(client: Client, request: Request, call: RelayCall) {
  const abi = call.kind === "mint" ? hqMissionNFTAbi : hqMissionVestingAbi;
  const read = (functionName: "fee" | "mintConfig") =>
    client.readContract({ address: request.to, abi, functionName } as never) as Promise<unknown>;
  let fee: bigint;
  try {
    fee = (await read("fee")) as bigint;
    if (call.kind === "mint") {
      const config = (await read("mintConfig")) as readonly unknown[];
      if ((config[5] as bigint) !== 0n) throw new AppError("bad_request", GASLESS_MESSAGES.pricedMint);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("bad_request", GASLESS_MESSAGES.notOurs);
  }
  if (request.value !== fee) {
    throw new AppError("bad_request", GASLESS_MESSAGES.wrongValue, { value: [GASLESS_MESSAGES.wrongValue] });
  }
}

/** The forwarder must accept the request, and the call it makes must succeed: refusals in the panels' words. */
async function simulate(client: Client, request: Request) {
  const [block, isValid] = await Promise.all([
    client.getBlock(),
    client.readContract({ address: HQ_FORWARDER, abi: hqForwarderAbi, functionName: "verify", args: [request] }),
  ]);
  if (BigInt(request.deadline) < block.timestamp) throw new AppError("bad_request", GASLESS_MESSAGES.expired);
  if (!isValid) throw new AppError("bad_request", GASLESS_MESSAGES.notYourWallet);
  try {
    // Exactly what the forwarder will send: the data with the signer appended, from the forwarder, with the value.
    await client.call({
      account: HQ_FORWARDER,
      to: request.to,
      data: concat([request.data, request.from]),
      value: request.value,
      gas: request.gas,
      stateOverride: [{ address: HQ_FORWARDER, balance: request.value }],
    });
  } catch (err) {
    const hasData = (e: unknown) => typeof (e as { data?: unknown }).data === "string";
    const carrier = err instanceof BaseError ? err.walk(hasData) : null;
    const data = (carrier as { data?: Hex } | null)?.data;
    throw new AppError("conflict", GASLESS_MESSAGES.rejected(refusalOf(data)));
  }
}

/** Counts and reserves under the user's stake row lock, so concurrent requests never spend past the budget. */
async function reserve(db: Db, userId: string, now: Date, row: typeof relayedTransaction.$inferInsert) {
  return db.transaction(async (tx) => {
    const [stake] = await tx
      .select({ available: hqStake.available })
      .from(hqStake)
      .where(eq(hqStake.userId, userId))
      .for("update");
    await requireStakerWithBudget(tx, userId, now, stake?.available ?? 0n);
    const [inserted] = await tx
      .insert(relayedTransaction)
      .values({ ...row, createdAt: now })
      .onConflictDoNothing({ target: relayedTransaction.idempotencyKey })
      .returning({ id: relayedTransaction.id });
    return inserted?.id ?? null;
  });
}
