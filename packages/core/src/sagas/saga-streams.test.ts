import { describe, expect, it } from "vitest";
import { chainIsAhead, sagaRewardsAt, sagaStreamAt, type SagaStreamView, withChainAmounts } from "./saga-streams";

const HQ = 10n ** 18n;
const start = 1_700_000_000;
const end = start + 100 * 86_400;

/** A 1,000 $HQ stream over 100 days from `start` with a 250 $HQ vault, nothing withdrawn or claimed yet. */
const freshRewards = {
  depositAmount: 1_000n * HQ,
  withdrawnAmount: 0n,
  startTime: start,
  endTime: end,
  canceled: false,
  vaultAmount: 250n * HQ,
  vaultClaimed: false,
  pendingVault: false,
};

function view(over: Partial<SagaStreamView> = {}): SagaStreamView {
  const base: SagaStreamView = {
    id: "31337-0xs-1",
    stream_id: "1",
    contract: "0x0000000000000000000000000000000000000001",
    chain_id: 31337,
    sender: "0x0000000000000000000000000000000000000002",
    recipient: "0x0000000000000000000000000000000000000003",
    asset: "0x0000000000000000000000000000000000000004",
    depositAmount: (1_000n * HQ).toString(),
    withdrawnAmount: "0",
    refundedAmount: "0",
    startTime: start,
    cliffTime: 0,
    endTime: end,
    canceled: false,
    vaultClaimed: false,
    pendingVault: false,
    saga: null,
    ...sagaRewardsAt(freshRewards, start),
  };
  return { ...base, ...over };
}

describe("sagaRewardsAt", () => {
  it("walks Scheduled, Streaming, Completed with the clock; claimable grows linearly less what was withdrawn", () => {
    const state = { ...freshRewards, withdrawnAmount: 100n * HQ };
    expect(sagaRewardsAt(state, start - 1).status).toBe("Scheduled");
    const half = sagaRewardsAt(state, start + 50 * 86_400);
    expect(half).toMatchObject({ status: "Streaming", claimableStream: (400n * HQ).toString() });
    expect(half).toMatchObject({ claimedAmount: (100n * HQ).toString(), totalRewards: (1_250n * HQ).toString() });
    expect(half.claimableVault).toBe((250n * HQ).toString());
    expect(sagaRewardsAt(state, end).status).toBe("Completed");
  });

  it("a pending vault withdrawal closes the vault; a confirmed one counts it as claimed", () => {
    const state = { ...freshRewards, pendingVault: true };
    expect(sagaRewardsAt(state, start + 10)).toMatchObject({ status: "Pending_Cancelled", claimableVault: "0" });
    const done = sagaRewardsAt({ ...state, canceled: true, vaultClaimed: true, refundedAmount: 900n * HQ }, end + 5);
    expect(done).toMatchObject({ status: "Cancelled", claimableVault: "0", claimedAmount: (250n * HQ).toString() });
  });

  it("a cancelled stream offers what had streamed, never the refunded remainder", () => {
    const cancelled = view({ canceled: true, vaultClaimed: true, refundedAmount: (900n * HQ).toString() });
    // Long after the end: without the refund the whole deposit would read as claimable.
    expect(sagaStreamAt(cancelled, end + 86_400).claimableStream).toBe((100n * HQ).toString());
    const partly = view({
      canceled: true,
      refundedAmount: (900n * HQ).toString(),
      withdrawnAmount: (60n * HQ).toString(),
    });
    expect(sagaStreamAt(partly, end).claimableStream).toBe((40n * HQ).toString());
  });
});

describe("withChainAmounts", () => {
  const now = start + 50 * 86_400;

  it("takes the chain's larger withdrawn amount, so a claim shows at once and cannot be offered twice", () => {
    const server = sagaStreamAt(view(), now);
    expect(server.claimableStream).toBe((500n * HQ).toString());
    const chain = { withdrawn: 500n * HQ, refunded: 0n, canceled: false };
    const merged = withChainAmounts(server, chain, now);
    expect(merged).toMatchObject({ withdrawnAmount: (500n * HQ).toString(), claimableStream: "0" });
    expect(merged.claimedAmount).toBe((500n * HQ).toString());
    expect(chainIsAhead(server, chain)).toBe(true);
  });

  it("changes nothing once the server has caught up, or when the chain is behind", () => {
    const server = sagaStreamAt(view({ withdrawnAmount: (500n * HQ).toString() }), now);
    const behind = { withdrawn: 100n * HQ, refunded: 0n, canceled: false };
    expect(withChainAmounts(server, behind, now)).toEqual(server);
    expect(chainIsAhead(server, behind)).toBe(false);
    expect(withChainAmounts(server, undefined, now)).toBe(server);
  });

  it("shows a vault withdrawal as Cancelled with the chain's refund before the indexer confirms it", () => {
    const server = sagaStreamAt(view({ pendingVault: true }), now);
    expect(server.status).toBe("Pending_Cancelled");
    const chain = { withdrawn: 0n, refunded: 500n * HQ, canceled: true, vaultClaimed: true };
    const merged = withChainAmounts(server, chain, now + 3_600);
    expect(merged).toMatchObject({ status: "Cancelled", canceled: true, claimableVault: "0" });
    expect(merged.claimableStream).toBe((500n * HQ).toString());
    expect(merged.claimedAmount).toBe((250n * HQ).toString());
    expect(chainIsAhead(server, chain)).toBe(true);
  });
});
