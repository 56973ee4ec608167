import type { FunnelStepView, MissionAnalyticsView } from "@questhq/core";
import { describe, expect, it } from "vitest";
import {
  formatDropOff,
  formatShare,
  funnelRows,
  isEmptyAnalytics,
  percentCell,
  seriesSummary,
  sourceLabel,
} from "./analytics-format";

const step = (s: FunnelStepView["step"], count: number, dropOff: number | null, objectiveId: string | null = null) => ({
  step: s,
  label: s,
  objective_id: objectiveId,
  count,
  drop_off: dropOff,
});

describe("funnelRows", () => {
  it("gives each step its share of the first step and its drop-off from the one before", () => {
    const rows = funnelRows([
      step("visitors", 1_204, null),
      step("started", 412, 792),
      step("objective", 300, 112, "o-1"),
      step("objective", 301, -1, "o-2"),
      step("entered", 0, 301),
    ]);
    expect(rows.map((r) => [formatShare(r.share), formatDropOff(r)])).toEqual([
      ["100%", "First step"],
      ["34.2%", "792 fewer (65.8%)"],
      ["24.9%", "112 fewer (27.2%)"],
      ["25%", "1 more"],
      ["0%", "301 fewer (100%)"],
    ]);
    // An objective's step repeats: each row stays unique.
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it("has no shares when the first step counted nobody, and no drop-off share after a step of nobody", () => {
    const rows = funnelRows([step("visitors", 0, null), step("started", 3, -3), step("entered", 0, 3)]);
    expect(rows.map((r) => formatShare(r.share))).toEqual(["n/a", "n/a", "n/a"]);
    expect(rows.map((r) => formatDropOff(r))).toEqual(["First step", "3 more", "3 fewer (100%)"]);
    const afterNobody = funnelRows([step("visitors", 5, null), step("started", 0, 5), step("entered", 0, 0)]);
    expect(afterNobody[2]).toMatchObject({ dropOff: 0, dropOffShare: null });
    expect(formatDropOff(afterNobody[2]!)).toBe("No drop-off");
  });

  it("writes large counts grouped", () => {
    const rows = funnelRows([step("visitors", 12_345_678, null), step("started", 1_234_567, 11_111_111)]);
    expect(formatDropOff(rows[1]!)).toBe("11,111,111 fewer (90%)");
  });
});

describe("formatShare and percentCell", () => {
  it("rounds to one decimal, says when a share is too small to show, and n/a without a whole", () => {
    expect([0, 1, 0.5, 0.42549, 0.0004, 0.0005, 0.999_96, 1.5, 12.345].map(formatShare)).toEqual([
      "0%",
      "100%",
      "50%",
      "42.5%",
      "<0.1%",
      "0.1%",
      "100%",
      "150%",
      "1,234.5%",
    ]);
    expect(formatShare(null)).toBe("n/a");
    expect(formatShare(Number.NaN)).toBe("n/a");
    expect([0.42549, 1 / 3, null, -1 / 15].map(percentCell)).toEqual([42.5, 33.3, null, -6.7]);
  });
});

describe("sourceLabel", () => {
  it("names a visit without a referring site", () => {
    expect(sourceLabel("")).toBe("Direct / inside QuestHQ");
    expect(sourceLabel("discord.com")).toBe("discord.com");
  });
});

const series = (points: [string, number][]): MissionAnalyticsView["series"] =>
  points.map(([at, views]) => ({ at, views, visitors: Math.ceil(views / 2), completions: 0, entries: 0 }));

describe("seriesSummary", () => {
  it("says what the chart draws, over which window, the totals and the busiest point", () => {
    expect(
      seriesSummary({
        bucket: "day",
        from: "2026-11-01T00:00:00.000Z",
        to: "2026-11-04T00:00:00.000Z",
        series: series([
          ["2026-11-01T00:00:00.000Z", 10],
          ["2026-11-02T00:00:00.000Z", 1_500],
          ["2026-11-03T00:00:00.000Z", 1_500],
        ]),
      }),
    ).toBe(
      "Line chart of views, visitors, objectives completed and entries per day, Nov 1, 2026 – Nov 3, 2026 (UTC). " +
        "Totals: 3,010 views, 1,505 visitors, 0 objectives completed, 0 entries. " +
        "Most views in one day: 1,500, Nov 2, 2026.",
    );
  });

  it("names hours for an hourly chart and has no busiest point without views", () => {
    const text = seriesSummary({
      bucket: "hour",
      from: "2026-11-01T10:00:00.000Z",
      to: "2026-11-01T12:00:00.000Z",
      series: series([
        ["2026-11-01T10:00:00.000Z", 0],
        ["2026-11-01T11:00:00.000Z", 0],
      ]),
    });
    expect(text).toContain("per hour, Nov 1, 2026, 10:00 – Nov 1, 2026, 12:00 (UTC).");
    expect(text).not.toContain("Most views");
  });
});

describe("isEmptyAnalytics", () => {
  const empty = {
    funnel: [step("visitors", 0, null), step("started", 0, 0)],
    participants: { started: 0, new: 0, returning: 0 },
    series: series([["2026-11-01T00:00:00.000Z", 0]]),
  };
  it("is empty with no visitor, no participant and no activity", () => {
    expect(isEmptyAnalytics(empty)).toBe(true);
  });
  it("is not empty as soon as one step or point counts someone", () => {
    expect(isEmptyAnalytics({ ...empty, funnel: [step("visitors", 1, null)] })).toBe(false);
    expect(isEmptyAnalytics({ ...empty, series: series([["2026-11-01T00:00:00.000Z", 1]]) })).toBe(false);
    expect(isEmptyAnalytics({ ...empty, participants: { started: 1, new: 1, returning: 0 } })).toBe(false);
  });
});
