import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { queuedVerificationMessage } from "./messages";

// The wait a queued verification is shown: whole minutes rounded up, never "0 minutes", singular for one; past an
// hour and a half, whole hours rounded up.
describe("queuedVerificationMessage", () => {
  it("says the wait in whole minutes, rounded up", () => {
    expect(queuedVerificationMessage(0)).toBe("Queued — about 1 minute");
    expect(queuedVerificationMessage(-5_000)).toBe("Queued — about 1 minute");
    expect(queuedVerificationMessage(60_000)).toBe("Queued — about 1 minute");
    expect(queuedVerificationMessage(60_001)).toBe("Queued — about 2 minutes");
    expect(queuedVerificationMessage(14 * 60_000 + 1)).toBe("Queued — about 15 minutes");
    expect(queuedVerificationMessage(90 * 60_000)).toBe("Queued — about 90 minutes");
    expect(queuedVerificationMessage(90 * 60_000 + 1)).toBe("Queued — about 2 hours");
    expect(queuedVerificationMessage(13 * 3_600_000 + 5)).toBe("Queued — about 14 hours");
  });

  it("never promises less than the wait", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 * 3_600_000 }), (waitMs) => {
        const [, count, unit] = /about (\d+) (minute|hour)/.exec(queuedVerificationMessage(waitMs))!;
        const step = unit === "hour" ? 3_600_000 : 60_000;
        expect(Number(count) * step).toBeGreaterThanOrEqual(waitMs);
        // Rounded up by at most one step (so never promising far more than the wait either).
        expect((Number(count) - 1) * step).toBeLessThan(waitMs);
      }),
    );
  });
});
