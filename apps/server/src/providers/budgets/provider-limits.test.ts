import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { nextMidnight } from "./provider-limits";

// YouTube's quota resets at midnight Pacific time, which is 08:00 UTC in winter and 07:00 UTC in summer; the window
// of the budget must end exactly then, on the days the clocks change too.
const LA = "America/Los_Angeles";

const wallClock = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: LA,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(at);

describe("nextMidnight", () => {
  it("is the coming midnight in Los Angeles, in standard and daylight time and on the days between", () => {
    const cases: [string, string][] = [
      ["2026-11-28T13:00:00Z", "2026-11-29T08:00:00.000Z"], // PST
      ["2026-07-01T06:59:59Z", "2026-07-01T07:00:00.000Z"], // a second before midnight PDT
      ["2026-07-01T07:00:00Z", "2026-07-02T07:00:00.000Z"], // at midnight: the next one
      ["2026-03-08T09:00:00Z", "2026-03-09T07:00:00.000Z"], // 01:00 PST on the day daylight time starts
      ["2026-11-01T08:00:00Z", "2026-11-02T08:00:00.000Z"], // 01:00 PDT on the day it ends (a 25-hour day)
      ["2026-12-31T23:30:00Z", "2027-01-01T08:00:00.000Z"], // across the year
    ];
    for (const [now, expected] of cases) expect(nextMidnight(LA, new Date(now)).toISOString(), now).toBe(expected);
  });

  it("always lies ahead, within a day (25 hours when the clocks go back), at 00:00:00 there", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), (ms) => {
        const now = new Date(ms);
        const next = nextMidnight(LA, now);
        expect(next.getTime()).toBeGreaterThan(ms);
        expect(next.getTime() - ms).toBeLessThanOrEqual(25 * 3_600_000);
        expect(wallClock(next)).toBe("00:00:00");
      }),
      { numRuns: 500 },
    );
  });
});
