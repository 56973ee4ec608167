import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { queuedVerificationMessage } from "./messages";

// The wait a queued verification is shown: whole minutes rounded up, never "0 minutes", singular for one.
describe("queuedVerificationMessage", () => {
  it("says the wait in whole minutes, rounded up", () => {
    expect(queuedVerificationMessage(0)).toBe("Queued — about 1 minute");
    expect(queuedVerificationMessage(-5_000)).toBe("Queued — about 1 minute");
    expect(queuedVerificationMessage(60_000)).toBe("Queued — about 1 minute");
    expect(queuedVerificationMessage(60_001)).toBe("Queued — about 2 minutes");
    expect(queuedVerificationMessage(14 * 60_000 + 1)).toBe("Queued — about 15 minutes");
  });

  it("never promises less than the wait", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 * 3_600_000 }), (waitMs) => {
        const minutes = Number(/about (\d+) minute/.exec(queuedVerificationMessage(waitMs))![1]);
        expect(minutes * 60_000).toBeGreaterThanOrEqual(waitMs);
        expect((minutes - 1) * 60_000).toBeLessThan(waitMs);
      }),
    );
  });
});
