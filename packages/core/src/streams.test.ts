import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  STREAM_SECONDS_12_MONTHS,
  claimableNow,
  vaultTradeoff,
  isActivelyStreaming,
  streamDurationInDays,
  streamEndFor,
  streamedTokens,
  tokensStreamedPerDay,
  tokensStreamedPerSecond,
  type StreamLike,
} from "./streams";

const DAY = 86_400;
const start = 1_700_000_000;
const base: StreamLike = {
  depositAmount: 1_000n * 10n ** 18n,
  withdrawnAmount: 0n,
  startTime: start,
  endTime: start + 100 * DAY,
  canceled: false,
};

describe("streamedTokens", () => {
  it("is 0 before the start and at the start, linear in between, the deposit at and after the end", () => {
    expect(streamedTokens(base, start - 1)).toBe(0n);
    expect(streamedTokens(base, start)).toBe(0n);
    expect(streamedTokens(base, start + 50 * DAY)).toBe(500n * 10n ** 18n);
    expect(streamedTokens(base, start + 25 * DAY)).toBe(250n * 10n ** 18n);
    expect(streamedTokens(base, base.endTime)).toBe(base.depositAmount);
    expect(streamedTokens(base, base.endTime + 10 * DAY)).toBe(base.depositAmount);
  });

  it("floors like the contract (deposit * elapsed / duration)", () => {
    const s = { ...base, depositAmount: 10n, endTime: start + 3 };
    expect(streamedTokens(s, start + 1)).toBe(3n); // 10/3 = 3.33
    expect(streamedTokens(s, start + 2)).toBe(6n); // 20/3 = 6.67
    expect(streamedTokens(s, start + 2.9)).toBe(6n); // fractional seconds floor to the block's second
  });

  it("is 0 before the cliff, then jumps to the linear amount from the start", () => {
    const s = { ...base, cliffTime: start + 10 * DAY };
    expect(streamedTokens(s, start + 10 * DAY - 1)).toBe(0n);
    expect(streamedTokens(s, start + 10 * DAY)).toBe(100n * 10n ** 18n);
    expect(streamedTokens({ ...base, cliffTime: 0 }, start + DAY)).toBe(10n * 10n ** 18n);
  });

  it("is frozen at deposit - refunded once cancelled, whatever the time", () => {
    const s = { ...base, canceled: true, refundedAmount: 600n * 10n ** 18n };
    expect(streamedTokens(s, start)).toBe(400n * 10n ** 18n);
    expect(streamedTokens(s, base.endTime + DAY)).toBe(400n * 10n ** 18n);
  });
});

describe("rates, claimable, activity, duration", () => {
  it("per second and per day are floored", () => {
    const s = { ...base, depositAmount: 1_000_000n, endTime: start + 7 * DAY };
    expect(tokensStreamedPerSecond(s)).toBe(1n); // 1,000,000 / 604,800
    expect(tokensStreamedPerDay(s)).toBe(142_857n); // 1,000,000 / 7
    expect(tokensStreamedPerDay(base)).toBe(10n * 10n ** 18n);
    expect(() => tokensStreamedPerSecond({ ...base, endTime: start })).toThrow(RangeError);
  });

  it("claimable is streamed minus withdrawn and never negative", () => {
    expect(claimableNow({ ...base, withdrawnAmount: 100n * 10n ** 18n }, start + 50 * DAY)).toBe(400n * 10n ** 18n);
    expect(claimableNow({ ...base, withdrawnAmount: 100n * 10n ** 18n }, start)).toBe(0n);
  });

  it("a stream is active from its start (inclusive) to its end (exclusive) unless cancelled", () => {
    expect(isActivelyStreaming(base, start - 1)).toBe(false);
    expect(isActivelyStreaming(base, start)).toBe(true);
    expect(isActivelyStreaming({ ...base, cliffTime: start + DAY }, start + 1)).toBe(true);
    expect(isActivelyStreaming(base, base.endTime - 1)).toBe(true);
    expect(isActivelyStreaming(base, base.endTime)).toBe(false);
    expect(isActivelyStreaming({ ...base, canceled: true }, start + DAY)).toBe(false);
  });

  it("duration in days has at most 2 decimals", () => {
    expect(streamDurationInDays(base)).toBe(100);
    expect(streamDurationInDays({ ...base, endTime: start + DAY + 3_600 })).toBe(1.04); // 1.041666…
    expect(streamDurationInDays({ ...base, endTime: start + 1 })).toBe(0);
  });

  it("a 12-month stream lasts 365 days", () => {
    expect(STREAM_SECONDS_12_MONTHS).toBe(365 * DAY);
    expect(streamEndFor(start)).toBe(start + 31_536_000);
    expect(streamDurationInDays({ ...base, endTime: streamEndFor(start) })).toBe(365);
  });
});

const streamArb = fc
  .record({
    depositAmount: fc.bigInt({ min: 1n, max: 2n ** 128n - 1n }),
    startTime: fc.integer({ min: 0, max: 2_000_000_000 }),
    duration: fc.integer({ min: 1, max: 10 * 365 * DAY }),
    cliffOffset: fc.option(fc.integer({ min: 0, max: 10 * 365 * DAY }), { nil: undefined }),
  })
  .map(({ depositAmount, startTime, duration, cliffOffset }) => {
    const s: StreamLike = {
      depositAmount,
      withdrawnAmount: 0n,
      startTime,
      endTime: startTime + duration,
      canceled: false,
    };
    if (cliffOffset !== undefined && startTime + (cliffOffset % duration) > 0)
      s.cliffTime = startTime + (cliffOffset % duration);
    return s;
  });

describe("properties", () => {
  it("is monotonic in time and never above the deposit", () => {
    fc.assert(
      fc.property(
        streamArb,
        fc.integer({ min: -DAY, max: 11 * 365 * DAY }),
        fc.integer({ min: 0, max: 365 * DAY }),
        (s, offset, step) => {
          const t1 = s.startTime + offset;
          const a = streamedTokens(s, t1);
          const b = streamedTokens(s, t1 + step);
          expect(a <= b).toBe(true);
          expect(b <= s.depositAmount).toBe(true);
          expect(a >= 0n).toBe(true);
        },
      ),
    );
  });

  it("claimable + withdrawn == streamed when withdrawn never exceeded what had streamed", () => {
    fc.assert(
      fc.property(
        streamArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (s, at, share) => {
          const now = s.startTime + Math.floor(at * (s.endTime - s.startTime + DAY));
          const streamed = streamedTokens(s, now);
          const withdrawn = (streamed * BigInt(Math.floor(share * 1_000_000))) / 1_000_000n;
          const w = { ...s, withdrawnAmount: withdrawn };
          expect(claimableNow(w, now) + withdrawn).toBe(streamed);
        },
      ),
    );
  });

  it("per-day and per-second rates agree with each other and with the streamed amount", () => {
    fc.assert(
      fc.property(streamArb, (s) => {
        const perSecond = tokensStreamedPerSecond(s);
        const perDay = tokensStreamedPerDay(s);
        // Flooring once (per day) is at least flooring per second then scaling, and within a day's rounding.
        expect(perDay >= perSecond * 86_400n).toBe(true);
        expect(perDay < (perSecond + 1n) * 86_400n).toBe(true);
        const duration = BigInt(s.endTime - s.startTime);
        expect(perSecond * duration <= s.depositAmount).toBe(true);
        expect((perSecond + 1n) * duration > s.depositAmount).toBe(true);
        // Without a cliff, a day into a stream longer than a day has streamed exactly the per-day rate.
        if (s.cliffTime === undefined && duration > 86_400n) {
          expect(streamedTokens(s, s.startTime + 86_400)).toBe(perDay);
        }
      }),
    );
  });
});

describe("vaultTradeoff (what claiming the vault forfeits)", () => {
  const DAY = 86_400;
  const start = 1_700_000_000;
  const stream = {
    depositAmount: 12_000n * 10n ** 18n,
    withdrawnAmount: 0n,
    startTime: start,
    endTime: start + 365 * DAY,
    canceled: false,
  };
  const vault = 3_000n * 10n ** 18n;

  it("forfeits exactly the locked remainder, which shrinks linearly to nothing at the end", () => {
    const day73 = vaultTradeoff(stream, vault, start + 73 * DAY);
    // 73 of 365 days: a fifth has streamed, four fifths would go to the bonus pool.
    expect(day73.streamed).toBe(2_400n * 10n ** 18n);
    expect(day73.forfeited).toBe(9_600n * 10n ** 18n);
    expect(day73.receivedIfClaimed).toBe(5_400n * 10n ** 18n);
    expect(day73.receivedIfWaiting).toBe(15_000n * 10n ** 18n);
    expect(day73.receivedIfClaimed + day73.forfeited).toBe(day73.receivedIfWaiting);
    expect(vaultTradeoff(stream, vault, start - DAY).forfeited).toBe(stream.depositAmount);
    expect(vaultTradeoff(stream, vault, start + 400 * DAY)).toMatchObject({
      forfeited: 0n,
      receivedIfClaimed: 15_000n * 10n ** 18n,
    });
  });

  it("has nothing left to forfeit once the stream was cancelled", () => {
    const cancelled = { ...stream, canceled: true, refundedAmount: 9_000n * 10n ** 18n };
    expect(vaultTradeoff(cancelled, vault, start + 200 * DAY)).toEqual({
      streamed: 3_000n * 10n ** 18n,
      forfeited: 0n,
      receivedIfClaimed: 6_000n * 10n ** 18n,
      receivedIfWaiting: 6_000n * 10n ** 18n,
    });
  });
});
