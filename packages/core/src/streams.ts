import { STREAM_LENGTH_MONTHS } from "./constants";

// Linear stream math in integer base units, the same formula as HQStreams.streamedAmountOf
// (Sablier v2 LockupLinear semantics), so the app can show a ticking balance that matches the
// chain to the unit without a call per second. Times are unix seconds.

export type StreamLike = {
  /** The deposit, in base units. */
  depositAmount: bigint;
  /** Already withdrawn by (or for) the recipient. */
  withdrawnAmount: bigint;
  /** Refunded to the sender on cancel; required for a cancelled stream (defaults to 0). */
  refundedAmount?: bigint;
  startTime: number;
  endTime: number;
  /** 0 or absent: no cliff. */
  cliffTime?: number;
  canceled: boolean;
};

const SECONDS_PER_DAY = 86_400;

/**
 * Length of a "12-month" stream: 365 days. Chain time has no calendar, and a fixed length keeps
 * the per-second rate constant and the end date independent of leap years, month lengths and
 * time zones; 365 days is how streaming UIs (Sablier's among them) count a year.
 */
export const STREAM_SECONDS_12_MONTHS: number = (365 * SECONDS_PER_DAY * STREAM_LENGTH_MONTHS) / 12;

/** End time of a Saga stream starting at `startTime` (seconds). */
export function streamEndFor(startTime: number): number {
  return startTime + STREAM_SECONDS_12_MONTHS;
}

function durationOf(stream: StreamLike): bigint {
  const duration = BigInt(stream.endTime) - BigInt(stream.startTime);
  if (duration <= 0n)
    throw new RangeError(`stream ends (${stream.endTime}) at or before it starts (${stream.startTime})`);
  return duration;
}

/** Tokens streamed at `nowSeconds`, as HQStreams.streamedAmountOf returns in a block with that timestamp. */
export function streamedTokens(stream: StreamLike, nowSeconds: number): bigint {
  if (stream.canceled) return stream.depositAmount - (stream.refundedAmount ?? 0n);
  const now = BigInt(Math.floor(nowSeconds));
  const start = BigInt(stream.startTime);
  const cliff = BigInt(stream.cliffTime ?? 0);
  if (now < start || (cliff !== 0n && now < cliff)) return 0n;
  if (now >= BigInt(stream.endTime)) return stream.depositAmount;
  return (stream.depositAmount * (now - start)) / durationOf(stream);
}

/** Average rate, floored: deposit / duration. Throws RangeError if end <= start (as for every rate helper). */
export function tokensStreamedPerSecond(stream: StreamLike): bigint {
  return stream.depositAmount / durationOf(stream);
}

/** Rate per day, floored once: deposit * 86400 / duration (more exact than per-second * 86400). */
export function tokensStreamedPerDay(stream: StreamLike): bigint {
  return (stream.depositAmount * BigInt(SECONDS_PER_DAY)) / durationOf(stream);
}

/** Streamed and not yet withdrawn (HQStreams.withdrawableAmountOf); never negative. */
export function claimableNow(stream: StreamLike, nowSeconds: number): bigint {
  const claimable = streamedTokens(stream, nowSeconds) - stream.withdrawnAmount;
  return claimable > 0n ? claimable : 0n;
}

/**
 * Whether the stream is running at `nowSeconds`: from its start (inclusive) to its end
 * (exclusive) and not cancelled. A stream in its cliff counts as active: time is accruing even
 * though nothing is withdrawable yet.
 */
export function isActivelyStreaming(stream: StreamLike, nowSeconds: number): boolean {
  return !stream.canceled && nowSeconds >= stream.startTime && nowSeconds < stream.endTime;
}

/** (end - start) in days, rounded to at most 2 decimals. */
export function streamDurationInDays(stream: StreamLike): number {
  return Math.round(((stream.endTime - stream.startTime) / SECONDS_PER_DAY) * 100) / 100;
}

/** What claiming the vault at a moment means for a Saga stream (the airstreamLearnMore calculator). */
export type VaultTradeoff = {
  /** Streamed by then: the recipient keeps it (withdrawable even after the stream is cancelled). */
  streamed: bigint;
  /** Still locked by then: claiming the vault sends exactly this to the bonus pool. */
  forfeited: bigint;
  /** Vault plus everything streamed: what the recipient ends up with when claiming the vault then. */
  receivedIfClaimed: bigint;
  /** Vault plus the whole deposit: what waiting until the stream ends (then claiming the vault) gives. */
  receivedIfWaiting: bigint;
};

/**
 * Claiming the vault at `atSeconds` cancels the stream: the locked remainder (HQStreams.refundableAmountOf, the
 * deposit minus what has streamed) goes to the bonus pool, the vault and the streamed part stay the recipient's. A
 * cancelled or finished stream has nothing left to forfeit.
 */
export function vaultTradeoff(stream: StreamLike, vaultAmount: bigint, atSeconds: number): VaultTradeoff {
  const streamed = streamedTokens(stream, atSeconds);
  const forfeited = stream.canceled ? 0n : stream.depositAmount - streamed;
  const kept = stream.canceled ? stream.depositAmount - (stream.refundedAmount ?? 0n) : streamed;
  return {
    streamed,
    forfeited,
    receivedIfClaimed: vaultAmount + kept,
    receivedIfWaiting: vaultAmount + (stream.canceled ? kept : stream.depositAmount),
  };
}
