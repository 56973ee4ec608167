import { describe, expect, it } from "vitest";
import { parseEther, parseEventLogs, zeroAddress, type Address } from "viem";
import { hqStreamsAbi } from "../src/generated/HQStreams";
import { deployHqAndStreams, useChain, useDeployment, type Wallet } from "./kit";

// HQStreams: creation rules, the streamed amount over time, withdrawals. Cancellation, status
// transitions and re-entrancy are in hq-streams-cancel.test.ts.

const chain = useChain();
const DEPOSIT = parseEther("1000");
let token: Address;
let streams: Address;
let sender: Wallet;
let recipient: Wallet;
let stranger: Wallet;

async function setup() {
  sender = chain.organization;
  [recipient, stranger] = chain.users as [Wallet, Wallet];
  ({ token, streams } = await deployHqAndStreams(chain, sender));
  await chain.approve(sender, token, streams);
}

const balanceOf = (who: Address) => chain.balanceOf(token, who);
/** The uint128 views return bigint, statusOf a number (the enum's index). */
const read = (
  functionName: "streamedAmountOf" | "withdrawableAmountOf" | "refundableAmountOf" | "statusOf",
  id: bigint,
) =>
  chain.publicClient.readContract({
    address: streams,
    abi: hqStreamsAbi,
    functionName: functionName as "streamedAmountOf",
    args: [id],
  }) as Promise<bigint | number>;

type Range = { start: bigint; cliff: bigint; end: bigint };
async function create(range: Range, amount = DEPOSIT, cancelable = true, to: Address = recipient.account.address) {
  const hash = await sender.writeContract({
    address: streams,
    abi: hqStreamsAbi,
    functionName: "createWithTimestamps",
    args: [to, amount, token, cancelable, Number(range.start), Number(range.cliff), Number(range.end)],
  });
  const receipt = await chain.mined(hash);
  const [event] = parseEventLogs({ abi: hqStreamsAbi, logs: receipt.logs, eventName: "CreateLockupLinearStream" });
  return { id: event!.args.streamId, receipt };
}

/** A stream starting 100 s from now and lasting 1000 s. */
async function futureRange(cliffOffset = 0n): Promise<Range> {
  const now = await chain.blockTimestamp();
  const start = now + 100n;
  return { start, cliff: cliffOffset === 0n ? 0n : start + cliffOffset, end: start + 1000n };
}

describe("HQStreams creation", () => {
  useDeployment(chain, setup);

  it("creates streams with ids from 1, pulls the deposit and emits CreateLockupLinearStream", async () => {
    expect(
      await chain.publicClient.readContract({ address: streams, abi: hqStreamsAbi, functionName: "nextStreamId" }),
    ).toBe(1n);
    const range = await futureRange(200n);
    const before = await balanceOf(sender.account.address);
    const { id, receipt } = await create(range);
    expect(id).toBe(1n);
    expect((await create(range)).id).toBe(2n);
    expect(
      await chain.publicClient.readContract({ address: streams, abi: hqStreamsAbi, functionName: "nextStreamId" }),
    ).toBe(3n);
    expect(before - (await balanceOf(sender.account.address))).toBe(2n * DEPOSIT);
    expect(await balanceOf(streams)).toBe(2n * DEPOSIT);

    const [event] = parseEventLogs({ abi: hqStreamsAbi, logs: receipt.logs, eventName: "CreateLockupLinearStream" });
    expect(event!.args).toEqual({
      streamId: 1n,
      funder: sender.account.address,
      sender: sender.account.address,
      recipient: recipient.account.address,
      amount: DEPOSIT,
      asset: token,
      cancelable: true,
      startTime: Number(range.start),
      cliffTime: Number(range.cliff),
      endTime: Number(range.end),
    });
    const stream = await chain.publicClient.readContract({
      address: streams,
      abi: hqStreamsAbi,
      functionName: "getStream",
      args: [1n],
    });
    expect(stream).toEqual({
      sender: sender.account.address,
      recipient: recipient.account.address,
      startTime: Number(range.start),
      cliffTime: Number(range.cliff),
      endTime: Number(range.end),
      isCancelable: true,
      wasCanceled: false,
      isDepleted: false,
      asset: token,
      amounts: { deposited: DEPOSIT, withdrawn: 0n, refunded: 0n },
    });
  });

  it("accepts a start in the past and a cliff equal to the start", async () => {
    const now = await chain.blockTimestamp();
    const { id } = await create({ start: now - 500n, cliff: now - 500n, end: now + 500n });
    expect(await read("statusOf", id)).toBe(1); // STREAMING
  });

  it("rejects each invalid range, a zero amount, zero addresses and an end in the past", async () => {
    const now = await chain.blockTimestamp();
    const s = now + 100n;
    const bad: [Range, RegExp][] = [
      [{ start: s, cliff: 0n, end: s }, /HQStreams_InvalidRange/], // start == end
      [{ start: s + 10n, cliff: 0n, end: s }, /HQStreams_InvalidRange/], // start > end
      [{ start: s, cliff: s - 1n, end: s + 100n }, /HQStreams_InvalidRange/], // cliff before start
      [{ start: s, cliff: s + 100n, end: s + 100n }, /HQStreams_InvalidRange/], // cliff == end
      [{ start: s, cliff: s + 101n, end: s + 100n }, /HQStreams_InvalidRange/], // cliff after end
      [{ start: now - 100n, cliff: 0n, end: now - 1n }, /HQStreams_EndTimeNotInTheFuture/],
    ];
    for (const [range, error] of bad) await expect(create(range)).rejects.toThrow(error);
    const ok = await futureRange();
    await expect(create(ok, 0n)).rejects.toThrow(/HQStreams_ZeroAmount/);
    await expect(create(ok, DEPOSIT, true, zeroAddress)).rejects.toThrow(/HQStreams_ZeroAddress/);
    await expect(
      sender.writeContract({
        address: streams,
        abi: hqStreamsAbi,
        functionName: "createWithTimestamps",
        args: [recipient.account.address, DEPOSIT, zeroAddress, true, Number(ok.start), 0, Number(ok.end)],
      }),
    ).rejects.toThrow(/HQStreams_ZeroAddress/);
  });

  it("reverts every view of an unknown stream with HQStreams_NotFound", async () => {
    for (const fn of ["streamedAmountOf", "withdrawableAmountOf", "refundableAmountOf", "statusOf"] as const) {
      await expect(read(fn, 7n)).rejects.toThrow(/HQStreams_NotFound/);
    }
    await expect(
      chain.publicClient.readContract({ address: streams, abi: hqStreamsAbi, functionName: "getStream", args: [0n] }),
    ).rejects.toThrow(/HQStreams_NotFound/);
    await expect(chain.withdrawMax(recipient, streams, 1n, recipient.account.address)).rejects.toThrow(
      /HQStreams_NotFound/,
    );
  });
});

describe("HQStreams streamed amount", () => {
  useDeployment(chain, setup);

  it("is 0 before the start, linear (floored) while streaming and the deposit at and after the end", async () => {
    const range = await futureRange();
    const { id } = await create(range, 999n); // 999 over 1000 s: floors at every second
    expect(await read("streamedAmountOf", id)).toBe(0n);
    expect(await read("statusOf", id)).toBe(0); // PENDING
    await chain.warp(range.start);
    expect(await read("streamedAmountOf", id)).toBe(0n);
    expect(await read("statusOf", id)).toBe(1); // STREAMING
    await chain.warp(range.start + 1n);
    expect(await read("streamedAmountOf", id)).toBe(0n); // 999 * 1 / 1000
    await chain.warp(range.start + 333n);
    expect(await read("streamedAmountOf", id)).toBe(332n); // 332.667
    expect(await read("withdrawableAmountOf", id)).toBe(332n);
    expect(await read("refundableAmountOf", id)).toBe(999n - 332n);
    await chain.warp(range.end - 1n);
    expect(await read("streamedAmountOf", id)).toBe(998n);
    await chain.warp(range.end);
    expect(await read("streamedAmountOf", id)).toBe(999n);
    expect(await read("statusOf", id)).toBe(2); // SETTLED
    expect(await read("refundableAmountOf", id)).toBe(0n);
    const stream = await chain.publicClient.readContract({
      address: streams,
      abi: hqStreamsAbi,
      functionName: "getStream",
      args: [id],
    });
    expect(stream.isCancelable).toBe(false); // settled streams read as not cancelable, as in Sablier
    await chain.warp(range.end + 10_000n);
    expect(await read("streamedAmountOf", id)).toBe(999n);
  });

  it("is 0 before the cliff and the linear amount from the start once it passes", async () => {
    const range = await futureRange(250n);
    const { id } = await create(range);
    await chain.warp(range.start + 249n);
    expect(await read("streamedAmountOf", id)).toBe(0n);
    expect(await read("statusOf", id)).toBe(1);
    await chain.warp(range.start + 250n);
    expect(await read("streamedAmountOf", id)).toBe(DEPOSIT / 4n);
    await chain.warp(range.start + 500n);
    expect(await read("streamedAmountOf", id)).toBe(DEPOSIT / 2n);
  });
});

describe("HQStreams withdrawals", () => {
  useDeployment(chain, setup);

  async function halfway() {
    const range = await futureRange();
    const { id } = await create(range);
    await chain.warp(range.start + 500n);
    return { id, range };
  }
  const withdraw = (w: Wallet, id: bigint, to: Address, amount: bigint) =>
    w.writeContract({ address: streams, abi: hqStreamsAbi, functionName: "withdraw", args: [id, to, amount] });

  it("lets the recipient withdraw to any address and emits WithdrawFromLockupStream", async () => {
    const { id } = await halfway();
    const to = stranger.account.address;
    const receipt = await chain.mined(await withdraw(recipient, id, to, parseEther("100")));
    expect(await balanceOf(to)).toBe(parseEther("100"));
    const [event] = parseEventLogs({ abi: hqStreamsAbi, logs: receipt.logs, eventName: "WithdrawFromLockupStream" });
    expect(event!.args).toEqual({ streamId: id, to, asset: token, amount: parseEther("100") });
    const stream = await chain.publicClient.readContract({
      address: streams,
      abi: hqStreamsAbi,
      functionName: "getStream",
      args: [id],
    });
    expect(stream.amounts.withdrawn).toBe(parseEther("100"));
  });

  it("lets anyone else withdraw only to the recipient", async () => {
    const { id } = await halfway();
    await expect(withdraw(stranger, id, stranger.account.address, 1n)).rejects.toThrow(/HQStreams_Unauthorized/);
    await expect(withdraw(sender, id, sender.account.address, 1n)).rejects.toThrow(/HQStreams_Unauthorized/);
    await chain.mined(await withdraw(stranger, id, recipient.account.address, parseEther("10")));
    expect(await balanceOf(recipient.account.address)).toBe(parseEther("10"));
  });

  it("rejects an overdraw, a zero amount and a zero destination", async () => {
    const { id } = await halfway();
    // The write lands a block later than the warp: at most 2 more seconds have streamed.
    await expect(withdraw(recipient, id, recipient.account.address, parseEther("503"))).rejects.toThrow(
      /HQStreams_Overdraw/,
    );
    await expect(withdraw(recipient, id, recipient.account.address, 0n)).rejects.toThrow(/HQStreams_ZeroAmount/);
    await expect(withdraw(recipient, id, zeroAddress, 1n)).rejects.toThrow(/HQStreams_ZeroAddress/);
  });

  it("withdrawMax sends everything withdrawable; the stream is depleted once the whole deposit is out", async () => {
    const { id, range } = await halfway();
    await chain.test.setNextBlockTimestamp({ timestamp: range.start + 600n });
    const r1 = await chain.mined(await chain.withdrawMax(recipient, streams, id, recipient.account.address));
    const [e1] = parseEventLogs({ abi: hqStreamsAbi, logs: r1.logs, eventName: "WithdrawFromLockupStream" });
    expect(e1!.args.amount).toBe(parseEther("600"));
    expect(await read("withdrawableAmountOf", id)).toBe(0n);
    // Nothing withdrawable: withdrawMax reverts like a zero withdrawal.
    await chain.test.setNextBlockTimestamp({ timestamp: range.start + 600n });
    await expect(chain.withdrawMax(recipient, streams, id, recipient.account.address)).rejects.toThrow(
      /HQStreams_ZeroAmount/,
    );

    await chain.warp(range.end);
    await chain.mined(await chain.withdrawMax(stranger, streams, id, recipient.account.address));
    expect(await balanceOf(recipient.account.address)).toBe(DEPOSIT);
    expect(await read("statusOf", id)).toBe(4); // DEPLETED
    expect(await read("streamedAmountOf", id)).toBe(DEPOSIT);
    const stream = await chain.publicClient.readContract({
      address: streams,
      abi: hqStreamsAbi,
      functionName: "getStream",
      args: [id],
    });
    expect(stream.isDepleted).toBe(true);
    expect(stream.isCancelable).toBe(false);
    await expect(withdraw(recipient, id, recipient.account.address, 1n)).rejects.toThrow(/HQStreams_Depleted/);
  });
});
