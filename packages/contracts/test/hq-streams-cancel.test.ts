import { describe, expect, it } from "vitest";
import { encodeFunctionData, getAddress, parseEther, parseEventLogs, type Address } from "viem";
import { hqStreamsAbi } from "../src/generated/HQStreams";
import { vaultReentrantTokenAbi, vaultReentrantTokenBytecode } from "./generated/VaultReentrantToken";
import { deployHqAndStreams, useChain, useDeployment, type Wallet } from "./kit";

// HQStreams: cancellation (refund exactly deposited - streamed), the status machine across
// withdrawals and cancels, and re-entrancy through a token that calls back on transfer.

const chain = useChain();
const DEPOSIT = parseEther("1000");
const STATUS = { PENDING: 0, STREAMING: 1, SETTLED: 2, CANCELED: 3, DEPLETED: 4 } as const;
let token: Address;
let reentrant: Address;
let streams: Address;
let sender: Wallet;
let recipient: Wallet;
let stranger: Wallet;

async function setup() {
  sender = chain.organization;
  [recipient, stranger] = chain.users as [Wallet, Wallet];
  ({ token, streams } = await deployHqAndStreams(chain, sender));
  await chain.approve(sender, token, streams);
  reentrant = getAddress(
    await chain.deploy(chain.deployer, { abi: vaultReentrantTokenAbi, bytecode: vaultReentrantTokenBytecode }),
  );
  await chain.mint(sender, reentrant, sender.account.address, parseEther("1000000"));
  await chain.approve(sender, reentrant, streams);
}

const balanceOf = (who: Address) => chain.balanceOf(token, who);
const status = (id: bigint) =>
  chain.publicClient.readContract({ address: streams, abi: hqStreamsAbi, functionName: "statusOf", args: [id] });
const getStream = (id: bigint) =>
  chain.publicClient.readContract({ address: streams, abi: hqStreamsAbi, functionName: "getStream", args: [id] });

/** A 1000-second stream starting 100 s from now; returns its id and start. */
async function create(cancelable = true, asset: Address = token) {
  const start = (await chain.blockTimestamp()) + 100n;
  const receipt = await chain.mined(
    await sender.writeContract({
      address: streams,
      abi: hqStreamsAbi,
      functionName: "createWithTimestamps",
      args: [recipient.account.address, DEPOSIT, asset, cancelable, Number(start), 0, Number(start + 1000n)],
    }),
  );
  const [event] = parseEventLogs({ abi: hqStreamsAbi, logs: receipt.logs, eventName: "CreateLockupLinearStream" });
  return { id: event!.args.streamId, start, end: start + 1000n };
}

/** Sends `write` in a block stamped exactly `timestamp`. */
async function at(timestamp: bigint, write: () => Promise<`0x${string}`>) {
  await chain.test.setNextBlockTimestamp({ timestamp });
  return chain.mined(await write());
}
const cancel = (w: Wallet, id: bigint) =>
  w.writeContract({ address: streams, abi: hqStreamsAbi, functionName: "cancel", args: [id] });
const withdrawMax = (w: Wallet, id: bigint) => chain.withdrawMax(w, streams, id, recipient.account.address);

describe("HQStreams cancel", () => {
  useDeployment(chain, setup);

  it("refunds exactly deposited - streamed to the sender; the recipient then withdraws what had streamed", async () => {
    const { id, start } = await create();
    await at(start + 250n, () => withdrawMax(recipient, id)); // 250 withdrawn before the cancel
    const senderBefore = await balanceOf(sender.account.address);
    const receipt = await at(start + 400n, () => cancel(sender, id));
    const streamed = (DEPOSIT * 400n) / 1000n;
    expect((await balanceOf(sender.account.address)) - senderBefore).toBe(DEPOSIT - streamed);
    const [event] = parseEventLogs({ abi: hqStreamsAbi, logs: receipt.logs, eventName: "CancelLockupStream" });
    expect(event!.args).toEqual({
      streamId: id,
      sender: sender.account.address,
      recipient: recipient.account.address,
      asset: token,
      senderAmount: DEPOSIT - streamed,
      recipientAmount: streamed - parseEther("250"),
    });
    const s = await getStream(id);
    expect(s.wasCanceled).toBe(true);
    expect(s.isCancelable).toBe(false);
    expect(s.amounts.refunded).toBe(DEPOSIT - streamed);
    expect(await status(id)).toBe(STATUS.CANCELED);

    // Frozen: time no longer streams anything.
    await chain.warp(start + 900n);
    expect(
      await chain.publicClient.readContract({
        address: streams,
        abi: hqStreamsAbi,
        functionName: "streamedAmountOf",
        args: [id],
      }),
    ).toBe(streamed);
    expect(
      await chain.publicClient.readContract({
        address: streams,
        abi: hqStreamsAbi,
        functionName: "refundableAmountOf",
        args: [id],
      }),
    ).toBe(0n);
    await chain.mined(await withdrawMax(recipient, id));
    expect(await balanceOf(recipient.account.address)).toBe(streamed);
    expect(await status(id)).toBe(STATUS.DEPLETED);
    expect(await balanceOf(streams)).toBe(0n);
  });

  it("a cancel before the start refunds the whole deposit and depletes the stream", async () => {
    const { id } = await create();
    expect(await status(id)).toBe(STATUS.PENDING);
    const before = await balanceOf(sender.account.address);
    await chain.mined(await cancel(sender, id));
    expect((await balanceOf(sender.account.address)) - before).toBe(DEPOSIT);
    expect(await status(id)).toBe(STATUS.DEPLETED);
    await expect(withdrawMax(recipient, id)).rejects.toThrow(/HQStreams_Depleted/);
  });

  it("only the sender may cancel", async () => {
    const { id, start } = await create();
    await chain.warp(start + 10n);
    await expect(cancel(recipient, id)).rejects.toThrow(/HQStreams_Unauthorized/);
    await expect(cancel(stranger, id)).rejects.toThrow(/HQStreams_Unauthorized/);
    await expect(cancel(sender, 99n)).rejects.toThrow(/HQStreams_NotFound/);
  });

  it("cannot cancel twice, a settled stream, a non-cancelable stream or a depleted one", async () => {
    const a = await create();
    await at(a.start + 10n, () => cancel(sender, a.id));
    await expect(cancel(sender, a.id)).rejects.toThrow(/HQStreams_AlreadyCanceled/);

    const b = await create(false);
    await chain.warp(b.start + 10n);
    expect(
      await chain.publicClient.readContract({
        address: streams,
        abi: hqStreamsAbi,
        functionName: "refundableAmountOf",
        args: [b.id],
      }),
    ).toBe(0n);
    await expect(cancel(sender, b.id)).rejects.toThrow(/HQStreams_NotCancelable/);

    const c = await create();
    await chain.warp(c.end);
    await expect(cancel(sender, c.id)).rejects.toThrow(/HQStreams_Settled/);
    await chain.mined(await withdrawMax(recipient, c.id));
    await expect(cancel(sender, c.id)).rejects.toThrow(/HQStreams_Depleted/);
  });
});

describe("HQStreams status transitions", () => {
  useDeployment(chain, setup);

  it("PENDING → STREAMING → SETTLED → DEPLETED without a cancel", async () => {
    const { id, start, end } = await create();
    expect(await status(id)).toBe(STATUS.PENDING);
    await chain.warp(start);
    expect(await status(id)).toBe(STATUS.STREAMING);
    await at(start + 500n, () => withdrawMax(recipient, id));
    expect(await status(id)).toBe(STATUS.STREAMING); // a partial withdrawal does not deplete
    await chain.warp(end);
    expect(await status(id)).toBe(STATUS.SETTLED);
    await chain.mined(await withdrawMax(recipient, id));
    expect(await status(id)).toBe(STATUS.DEPLETED);
  });

  it("STREAMING → CANCELED → DEPLETED; a cancel leaving the recipient nothing goes straight to DEPLETED", async () => {
    const a = await create();
    await at(a.start + 300n, () => cancel(sender, a.id));
    expect(await status(a.id)).toBe(STATUS.CANCELED);
    await chain.mined(await withdrawMax(stranger, a.id)); // anyone may push the remainder to the recipient
    expect(await status(a.id)).toBe(STATUS.DEPLETED);

    const b = await create();
    await at(b.start + 300n, () => withdrawMax(recipient, b.id));
    await at(b.start + 300n, () => cancel(sender, b.id)); // same second: everything streamed is already out
    expect(await status(b.id)).toBe(STATUS.DEPLETED);
    expect((await getStream(b.id)).amounts).toEqual({
      deposited: DEPOSIT,
      withdrawn: parseEther("300"),
      refunded: parseEther("700"),
    });
  });
});

describe("HQStreams re-entrancy", () => {
  useDeployment(chain, setup);

  const arm = (target: Address, data: `0x${string}`) =>
    sender.writeContract({
      address: reentrant,
      abi: vaultReentrantTokenAbi,
      functionName: "arm",
      args: [streams, target, data],
    });

  it("a token calling back withdrawMax or cancel while the contract pays out reverts the payout", async () => {
    const { id, start } = await create(true, reentrant);
    await chain.warp(start + 500n);
    await chain.mined(
      await arm(
        streams,
        encodeFunctionData({ abi: hqStreamsAbi, functionName: "withdrawMax", args: [id, recipient.account.address] }),
      ),
    );
    await expect(withdrawMax(recipient, id)).rejects.toThrow(/ReentrancyGuardReentrantCall/);
    await expect(cancel(sender, id)).rejects.toThrow(/ReentrancyGuardReentrantCall/);

    await chain.mined(
      await arm(streams, encodeFunctionData({ abi: hqStreamsAbi, functionName: "cancel", args: [id] })),
    );
    await expect(withdrawMax(recipient, id)).rejects.toThrow(/ReentrancyGuardReentrantCall/);
    expect((await getStream(id)).amounts.withdrawn).toBe(0n);
  });
});
