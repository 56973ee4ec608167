import type { SagaRewards, StreamStatus } from "../chain/schemas";
import { claimableNow, type StreamLike } from "../streams";

// One computation of a Saga stream's rewards (docs/product/streams.md#saga-rewards) for the server, which answers
// GET /seasons/streams with them, and the app, which recomputes them every second so the
// claimable figure ticks, and again after the user's own transactions, before the indexer has
// confirmed them.

/** A Saga stream as GET /seasons/streams gives it: the stream's state plus its rewards at the answer's time. */
export type SagaStreamView = SagaRewards & {
  id: string;
  stream_id: string;
  contract: `0x${string}`;
  chain_id: number;
  sender: `0x${string}`;
  recipient: `0x${string}`;
  asset: `0x${string}`;
  depositAmount: string;
  withdrawnAmount: string;
  /** What the cancel returned to the sender (the bonus pool); 0 until the stream is cancelled. */
  refundedAmount: string;
  startTime: number;
  /** 0: no cliff. */
  cliffTime: number;
  endTime: number;
  canceled: boolean;
  vaultClaimed: boolean;
  /** A vault withdrawal is on chain but not confirmed yet (status Pending_Cancelled). */
  pendingVault: boolean;
  /** The settled Saga whose payout opened this stream; null for the streams opened before Sagas (Saga Zero). */
  saga: { slug: string; name: string } | null;
};

export type SagaStreamsAnswer = { stream: SagaStreamView | null; streams: SagaStreamView[] };

/** What the rewards are computed from, amounts in base units. */
export type SagaStreamState = StreamLike & { vaultAmount: bigint; vaultClaimed: boolean; pendingVault: boolean };

/** The Saga rewards of one stream at `now` (unix seconds; docs/product/streams.md#saga-rewards). */
export function sagaRewardsAt(s: SagaStreamState, now: number): SagaRewards {
  const status: StreamStatus =
    s.pendingVault && !s.canceled && !s.vaultClaimed
      ? "Pending_Cancelled"
      : s.canceled
        ? "Cancelled"
        : now >= s.endTime
          ? "Completed"
          : now < s.startTime
            ? "Scheduled"
            : "Streaming";
  const vaultOpen = !s.vaultClaimed && !s.canceled && status !== "Pending_Cancelled";
  return {
    streamedAmount: s.depositAmount.toString(),
    vaultAmount: s.vaultAmount.toString(),
    totalRewards: (s.depositAmount + s.vaultAmount).toString(),
    claimedAmount: (s.withdrawnAmount + (s.vaultClaimed ? s.vaultAmount : 0n)).toString(),
    claimableVault: (vaultOpen ? s.vaultAmount : 0n).toString(),
    claimableStream: claimableNow(s, now).toString(),
    status,
    vestingEnds: s.endTime,
  };
}

/** The state behind a view, amounts parsed back to base units. */
export function sagaStreamState(v: SagaStreamView): SagaStreamState {
  return {
    depositAmount: BigInt(v.depositAmount),
    withdrawnAmount: BigInt(v.withdrawnAmount),
    refundedAmount: BigInt(v.refundedAmount),
    startTime: v.startTime,
    cliffTime: v.cliffTime,
    endTime: v.endTime,
    canceled: v.canceled,
    vaultAmount: BigInt(v.vaultAmount),
    vaultClaimed: v.vaultClaimed,
    pendingVault: v.pendingVault,
  };
}

/** The view with its rewards recomputed at `now`. */
export function sagaStreamAt(v: SagaStreamView, now: number): SagaStreamView {
  return { ...v, ...sagaRewardsAt(sagaStreamState(v), now) };
}

/**
 * A stream's amounts as the chain holds them now (HQStreams.getStream), plus whether this app saw its vault claimed.
 */
export type ChainStreamAmounts = { withdrawn: bigint; refunded: bigint; canceled: boolean; vaultClaimed?: boolean };

/**
 * Lays what the chain says over the server's view, where the chain is ahead: the indexer only counts a transaction
 * after its confirmations, and until then the user who just claimed would see the old figures (and could claim the
 * same amount twice). Amounts only grow and a cancel is final, so "ahead" is simply the larger or the true one; once
 * the server has caught up the chain's figures change nothing.
 */
export function withChainAmounts(
  v: SagaStreamView,
  chain: ChainStreamAmounts | undefined,
  now: number,
): SagaStreamView {
  if (!chain) return v;
  const withdrawn = BigInt(v.withdrawnAmount);
  const canceled = v.canceled || chain.canceled;
  const ahead = {
    withdrawnAmount: (chain.withdrawn > withdrawn ? chain.withdrawn : withdrawn).toString(),
    canceled,
    refundedAmount: (v.canceled ? BigInt(v.refundedAmount) : canceled ? chain.refunded : 0n).toString(),
    vaultClaimed: v.vaultClaimed || Boolean(chain.vaultClaimed),
  };
  return sagaStreamAt({ ...v, ...ahead }, now);
}

/**
 * Whether the chain's figures are ahead of the server's view: the app keeps re-reading the server until they are not.
 */
export function chainIsAhead(v: SagaStreamView, chain: ChainStreamAmounts | undefined): boolean {
  if (!chain) return false;
  return (
    chain.withdrawn > BigInt(v.withdrawnAmount) ||
    (chain.canceled && !v.canceled) ||
    (Boolean(chain.vaultClaimed) && !v.vaultClaimed)
  );
}
