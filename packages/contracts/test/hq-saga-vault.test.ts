import { describe, expect, it } from "vitest";
import { parseEther, parseEventLogs, toFunctionSelector, zeroAddress, type Address, type Hex } from "viem";
import { streamedTokens } from "@questhq/core/streams";
import { hqSagaVaultAbi, hqSagaVaultBytecode } from "../src/generated/HQSagaVault";
import { hqStreamsAbi } from "../src/generated/HQStreams";
import { domainOf, vaultClaimTypes } from "../src/typed-data";
import { deployHqAndStreams, useChain, useDeployment, type Wallet } from "./kit";

// HQSagaVault: funding rewards, claiming the vault (cancel + forfeit to the bonus pool),
// signature forgery and replay, owner settings. Re-entrancy and fuzzing are in
// hq-saga-vault-guards.test.ts.

const chain = useChain();
const YEAR = 365n * 86_400n;
const STREAM = parseEther("1200");
const VAULT = parseEther("300");
const abi = [...hqSagaVaultAbi, ...hqStreamsAbi] as const; // decodes HQStreams errors bubbling through the vault
let token: Address;
let streams: Address;
let vault: Address;
let owner: Wallet;
let user: Wallet;
let other: Wallet;

async function deployVault(signer: Address = chain.signer.account.address): Promise<Address> {
  const address = await chain.deploySagaVault(token, streams, signer);
  await chain.approve(owner, token, address);
  return address;
}

async function setup() {
  owner = chain.deployer;
  [user, other] = chain.users as [Wallet, Wallet];
  ({ token, streams } = await deployHqAndStreams(chain, owner));
  vault = await deployVault();
}

const balanceOf = (who: Address) => chain.balanceOf(token, who);
const streamRead = <F extends "streamedAmountOf" | "statusOf">(functionName: F, id: bigint) =>
  chain.publicClient.readContract({
    address: streams,
    abi: hqStreamsAbi,
    functionName: functionName as "statusOf",
    args: [id],
  });

type OpenArgs = [recipient: Address, streamAmount: bigint, vaultAmount: bigint, start: number, end: number];
const openStream = (by: Wallet, args: OpenArgs, at: Address = vault) =>
  by.writeContract({ address: at, abi, functionName: "openStream", args });

async function open(recipient: Wallet = user, at?: Address) {
  const start = (await chain.blockTimestamp()) + 10n;
  const receipt = await chain.mined(
    await openStream(owner, [recipient.account.address, STREAM, VAULT, Number(start), Number(start + YEAR)], at),
  );
  const [event] = parseEventLogs({ abi: hqSagaVaultAbi, logs: receipt.logs, eventName: "SagaStreamOpened" });
  return { id: event!.args.streamId, start, end: start + YEAR, receipt };
}

async function sign(
  userAddress: Address,
  streamId: bigint,
  validUntilBlock: bigint,
  opts: { chainId?: number; contract?: Address; by?: Wallet } = {},
): Promise<Hex> {
  const domain = domainOf("sagaVault", opts.chainId ?? chain.anvil.chainId, opts.contract ?? vault);
  return (opts.by ?? chain.signer).signTypedData({
    domain,
    types: vaultClaimTypes,
    primaryType: "VaultClaim",
    message: { user: userAddress, streamId, validUntilBlock },
  });
}
const soon = async () => (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) + 20n;
const claim = (w: Wallet, id: bigint, validUntil: bigint, signature: Hex, at: Address = vault) =>
  w.writeContract({ address: at, abi, functionName: "claimVault", args: [id, validUntil, signature] });

describe("HQSagaVault opening streams and settings", () => {
  useDeployment(chain, setup);

  it("pulls stream + vault from the owner, opens a cancelable stream from the vault, records the reward", async () => {
    const before = await balanceOf(owner.account.address);
    const { id, start, end, receipt } = await open();
    expect(before - (await balanceOf(owner.account.address))).toBe(STREAM + VAULT);
    expect(await balanceOf(vault)).toBe(VAULT);
    expect(await balanceOf(streams)).toBe(STREAM);
    const [event] = parseEventLogs({ abi: hqSagaVaultAbi, logs: receipt.logs, eventName: "SagaStreamOpened" });
    expect(event!.args).toEqual({
      recipient: user.account.address,
      streamId: id,
      streamAmount: STREAM,
      vaultAmount: VAULT,
      startTime: Number(start),
      endTime: Number(end),
    });
    const stream = await chain.publicClient.readContract({
      address: streams,
      abi: hqStreamsAbi,
      functionName: "getStream",
      args: [id],
    });
    expect(stream).toMatchObject({
      sender: vault,
      recipient: user.account.address,
      cliffTime: 0,
      isCancelable: true,
      asset: token,
    });
    expect(
      await chain.publicClient.readContract({ address: vault, abi, functionName: "rewardOf", args: [id] }),
    ).toEqual({ recipient: user.account.address, vaultAmount: VAULT, claimed: false });
  });

  it("openStream is owner-only and validates its inputs", async () => {
    const start = Number((await chain.blockTimestamp()) + 10n);
    await expect(openStream(other, [user.account.address, STREAM, VAULT, start, start + 100])).rejects.toThrow(
      /OwnableUnauthorizedAccount/,
    );
    await expect(openStream(owner, [zeroAddress, STREAM, VAULT, start, start + 100])).rejects.toThrow(
      /HQSagaVault_ZeroAddress/,
    );
    await expect(openStream(owner, [user.account.address, 0n, VAULT, start, start + 100])).rejects.toThrow(
      /HQStreams_ZeroAmount/,
    );
    await expect(openStream(owner, [user.account.address, STREAM, VAULT, start, start])).rejects.toThrow(
      /HQStreams_InvalidRange/,
    );
  });

  it("exposes its wiring; setSigner and setBonusPool are owner-only, reject zero and emit", async () => {
    const view = (functionName: "signer" | "bonusPool" | "token" | "streams") =>
      chain.publicClient.readContract({ address: vault, abi, functionName });
    expect([await view("signer"), await view("bonusPool"), await view("token"), await view("streams")]).toEqual([
      chain.signer.account.address,
      chain.bonusPool.account.address,
      token,
      streams,
    ]);

    const next = other.account.address;
    await expect(other.writeContract({ address: vault, abi, functionName: "setSigner", args: [next] })).rejects.toThrow(
      /OwnableUnauthorizedAccount/,
    );
    await expect(
      other.writeContract({ address: vault, abi, functionName: "setBonusPool", args: [next] }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
    await expect(
      owner.writeContract({ address: vault, abi, functionName: "setSigner", args: [zeroAddress] }),
    ).rejects.toThrow(/HQSagaVault_ZeroAddress/);
    await expect(
      owner.writeContract({ address: vault, abi, functionName: "setBonusPool", args: [zeroAddress] }),
    ).rejects.toThrow(/HQSagaVault_ZeroAddress/);
    const r1 = await chain.mined(
      await owner.writeContract({ address: vault, abi, functionName: "setSigner", args: [next] }),
    );
    expect(parseEventLogs({ abi: hqSagaVaultAbi, logs: r1.logs, eventName: "SignerUpdated" })[0]!.args).toEqual({
      previousSigner: chain.signer.account.address,
      newSigner: next,
    });
    const r2 = await chain.mined(
      await owner.writeContract({ address: vault, abi, functionName: "setBonusPool", args: [next] }),
    );
    expect(parseEventLogs({ abi: hqSagaVaultAbi, logs: r2.logs, eventName: "BonusPoolUpdated" })[0]!.args).toEqual({
      previousBonusPool: chain.bonusPool.account.address,
      newBonusPool: next,
    });
    expect([await view("signer"), await view("bonusPool")]).toEqual([next, next]);
  });

  it("the constructor rejects zero addresses", async () => {
    // viem does not decode a deployment's custom error: match HQSagaVault_ZeroAddress()'s selector.
    const selector = toFunctionSelector("HQSagaVault_ZeroAddress()").slice(2);
    const args = [token, streams, chain.signer.account.address, chain.bonusPool.account.address, owner.account.address];
    for (const i of [0, 1, 2, 3]) {
      const bad = args.map((a, j) => (j === i ? zeroAddress : a));
      await expect(chain.deploy(owner, { abi: hqSagaVaultAbi, bytecode: hqSagaVaultBytecode }, bad)).rejects.toThrow(
        new RegExp(`HQSagaVault_ZeroAddress|${selector}`),
      );
    }
  });
});

describe("HQSagaVault claimVault", () => {
  useDeployment(chain, setup);

  it("cancels the stream and the bonus pool receives EXACTLY the locked remainder", async () => {
    const { id, start, end } = await open();
    const claimAt = start + 97n * 86_400n + 12_345n; // an uneven moment, about a quarter in
    const validUntil = await soon();
    const signature = await sign(user.account.address, id, validUntil);
    const bonusBefore = await balanceOf(chain.bonusPool.account.address);
    const userBefore = await balanceOf(user.account.address);

    await chain.test.setNextBlockTimestamp({ timestamp: claimAt });
    const receipt = await chain.mined(await claim(user, id, validUntil, signature));
    const streamedAtClaim = streamedTokens(
      { depositAmount: STREAM, withdrawnAmount: 0n, startTime: Number(start), endTime: Number(end), canceled: false },
      Number(claimAt),
    );
    expect(streamedAtClaim).toBe((STREAM * (claimAt - start)) / YEAR);
    const locked = STREAM - streamedAtClaim;

    expect((await balanceOf(chain.bonusPool.account.address)) - bonusBefore).toBe(locked);
    expect((await balanceOf(user.account.address)) - userBefore).toBe(VAULT);
    expect(await balanceOf(vault)).toBe(0n);
    const [event] = parseEventLogs({ abi: hqSagaVaultAbi, logs: receipt.logs, eventName: "VaultClaimed" });
    expect(event!.args).toEqual({ user: user.account.address, streamId: id, vaultAmount: VAULT, forfeited: locked });
    const [cancel] = parseEventLogs({ abi: hqStreamsAbi, logs: receipt.logs, eventName: "CancelLockupStream" });
    expect(cancel!.args).toMatchObject({ sender: vault, senderAmount: locked, recipientAmount: streamedAtClaim });
    expect(await streamRead("statusOf", id)).toBe(3); // CANCELED
    expect(
      (await chain.publicClient.readContract({ address: vault, abi, functionName: "rewardOf", args: [id] })).claimed,
    ).toBe(true);

    // The user keeps what had streamed, and nothing more streams later.
    await chain.warp(end);
    await chain.mined(await chain.withdrawMax(user, streams, id, user.account.address));
    expect((await balanceOf(user.account.address)) - userBefore).toBe(VAULT + streamedAtClaim);
    expect(await streamRead("statusOf", id)).toBe(4); // DEPLETED
    expect(await balanceOf(streams)).toBe(0n);
  });

  it("rejects a replayed claim", async () => {
    const { id } = await open();
    const validUntil = await soon();
    const signature = await sign(user.account.address, id, validUntil);
    await chain.mined(await claim(user, id, validUntil, signature));
    await expect(claim(user, id, validUntil, signature)).rejects.toThrow(/HQSagaVault_AlreadyClaimed/);
  });

  it("rejects an expired validUntilBlock (the last valid block is accepted)", async () => {
    const { id } = await open();
    // The claim's own block; read uncached everywhere here: viem keeps a block number for 4 s, across evm_revert.
    const last = (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) + 1n;
    await chain.mined(await claim(user, id, last, await sign(user.account.address, id, last)));

    const b = await open();
    const expired = (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) + 3n;
    const signature = await sign(user.account.address, b.id, expired);
    await chain.mine(3);
    await expect(claim(user, b.id, expired, signature)).rejects.toThrow(/HQSagaVault_SignatureExpired/);
  });

  it("rejects signatures for another chain id, another contract, from a non-signer or over other fields", async () => {
    const { id } = await open();
    const validUntil = await soon();
    const otherVault = await deployVault();
    const forged: Hex[] = [
      await sign(user.account.address, id, validUntil, { chainId: 1 }),
      await sign(user.account.address, id, validUntil, { contract: otherVault }),
      await sign(user.account.address, id, validUntil, { by: user }),
      await sign(user.account.address, id, validUntil + 1n), // signed for another deadline
      await sign(user.account.address, id + 1n, validUntil), // signed for another stream
    ];
    for (const signature of forged)
      await expect(claim(user, id, validUntil, signature)).rejects.toThrow(/HQSagaVault_InvalidSignature/);
    await expect(claim(user, id, validUntil, "0x1234")).rejects.toThrow(/HQSagaVault_InvalidSignature/);
    // A rotated signer invalidates the old signer's signatures.
    const good = await sign(user.account.address, id, validUntil);
    await chain.mined(
      await owner.writeContract({
        address: vault,
        abi,
        functionName: "setSigner",
        args: [chain.organization.account.address],
      }),
    );
    await expect(claim(user, id, validUntil, good)).rejects.toThrow(/HQSagaVault_InvalidSignature/);
    await chain.mined(
      await claim(user, id, validUntil, await sign(user.account.address, id, validUntil, { by: chain.organization })),
    );
  });

  it("another user cannot use a recipient's signature, nor a signature for their own stream", async () => {
    const mine = await open(user);
    const theirs = await open(other);
    const validUntil = await soon();
    const forUser = await sign(user.account.address, mine.id, validUntil);
    await expect(claim(other, mine.id, validUntil, forUser)).rejects.toThrow(/HQSagaVault_NotRecipient/);
    // other's valid signature for their own stream does not open user's stream
    const forOther = await sign(other.account.address, theirs.id, validUntil);
    await expect(claim(user, theirs.id, validUntil, forOther)).rejects.toThrow(/HQSagaVault_NotRecipient/);
    await expect(claim(user, mine.id, validUntil, forOther)).rejects.toThrow(/HQSagaVault_InvalidSignature/);
    await expect(claim(user, 999n, validUntil, forUser)).rejects.toThrow(/HQSagaVault_UnknownStream/);
  });

  it("a claim after the stream ended forfeits nothing and leaves the whole deposit to the user", async () => {
    const { id, end } = await open();
    await chain.warp(end + 1n);
    const validUntil = await soon();
    const bonusBefore = await balanceOf(chain.bonusPool.account.address);
    const receipt = await chain.mined(
      await claim(user, id, validUntil, await sign(user.account.address, id, validUntil)),
    );
    expect(
      parseEventLogs({ abi: hqSagaVaultAbi, logs: receipt.logs, eventName: "VaultClaimed" })[0]!.args.forfeited,
    ).toBe(0n);
    expect(await balanceOf(chain.bonusPool.account.address)).toBe(bonusBefore);
    expect(await streamRead("statusOf", id)).toBe(2); // SETTLED, not cancelled
    await chain.mined(await chain.withdrawMax(user, streams, id, user.account.address));
    expect(await balanceOf(user.account.address)).toBe(STREAM + VAULT);
  });

  it("a claim before the stream starts forfeits the whole deposit", async () => {
    const { id, start } = await open();
    const validUntil = await soon();
    await chain.test.setNextBlockTimestamp({ timestamp: start - 1n });
    await chain.mined(await claim(user, id, validUntil, await sign(user.account.address, id, validUntil)));
    expect(await balanceOf(chain.bonusPool.account.address)).toBe(STREAM);
    expect(await balanceOf(user.account.address)).toBe(VAULT);
    expect(await streamRead("statusOf", id)).toBe(4); // DEPLETED: nothing left for the recipient
  });
});
