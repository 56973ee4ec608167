import { ANALYTICS_BUCKETS, analyticsWindow } from "@questhq/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyticsBuckets, missionWindows, organizationWindows } from "./analytics-search";
import { analyticsSearch, formatAxisTime, formatWindow, missionStartedAt, presetWindow } from "./analytics-window";

const at = (iso: string) => new Date(iso);

describe("presetWindow", () => {
  const now = at("2026-11-27T14:23:45.678Z");

  it("ends every window with the hour now is in", () => {
    for (const preset of [...missionWindows, ...organizationWindows]) {
      expect(presetWindow(preset, now, at("2026-10-01T08:00:00Z")).to).toBe("2026-11-27T15:00:00.000Z");
    }
  });

  it("covers the last 24 hours by the hour, and whole UTC days for the day presets, today included", () => {
    expect(presetWindow("24h", now)).toEqual({ from: "2026-11-26T15:00:00.000Z", to: "2026-11-27T15:00:00.000Z" });
    expect(presetWindow("7d", now).from).toBe("2026-11-21T00:00:00.000Z");
    expect(presetWindow("30d", now).from).toBe("2026-10-29T00:00:00.000Z");
    expect(presetWindow("12m", now).from).toBe("2025-11-28T00:00:00.000Z");
  });

  it("starts 'since the mission started' at the hour it started, and gives a mission not started yet an hour", () => {
    expect(presetWindow("since-start", now, at("2026-11-20T09:59:59Z")).from).toBe("2026-11-20T09:00:00.000Z");
    expect(presetWindow("since-start", now, at("2026-12-01T00:00:00Z"))).toEqual({
      from: "2026-11-27T14:00:00.000Z",
      to: "2026-11-27T15:00:00.000Z",
    });
  });

  it("stays the same query for the rest of the hour", () => {
    const later = at("2026-11-27T14:59:59.999Z");
    expect(presetWindow("7d", later)).toEqual(presetWindow("7d", now));
    expect(presetWindow("7d", at("2026-11-27T15:00:00.000Z"))).not.toEqual(presetWindow("7d", now));
  });

  it("is a window the API accepts with its own default bucket, whatever the time", () => {
    const instants = fc.date({ min: at("2024-01-01T00:00:00Z"), max: at("2030-12-31T23:59:59Z"), noInvalidDate: true });
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 365 * 24 }), (when, hoursAgo) => {
        const started = new Date(when.getTime() - hoursAgo * 3_600_000);
        for (const preset of [...missionWindows, ...organizationWindows]) {
          const range = presetWindow(preset, when, started);
          const checked = analyticsWindow(range, when, null);
          expect("window" in checked, `${preset} at ${when.toISOString()}`).toBe(true);
          if ("window" in checked) {
            expect(checked.window.from.toISOString()).toBe(range.from);
            expect(checked.window.to.toISOString()).toBe(range.to);
          }
        }
      }),
    );
  });
});

describe("missionStartedAt", () => {
  const created = "2026-10-01T00:00:00Z";
  it("is the earlier of publication and start date, else the creation", () => {
    const m = (published_at: string | null, starts_at: string | null) => ({
      published_at,
      starts_at,
      created_at: created,
    });
    expect(missionStartedAt(m("2026-11-02T00:00:00Z", "2026-11-05T00:00:00Z")).toISOString()).toBe(
      "2026-11-02T00:00:00.000Z",
    );
    expect(missionStartedAt(m("2026-11-02T00:00:00Z", "2026-10-20T00:00:00Z")).toISOString()).toBe(
      "2026-10-20T00:00:00.000Z",
    );
    expect(missionStartedAt(m(null, "2026-11-05T00:00:00Z")).toISOString()).toBe("2026-11-05T00:00:00.000Z");
    expect(missionStartedAt(m(null, null)).toISOString()).toBe("2026-10-01T00:00:00.000Z");
  });
});

describe("analyticsSearch and formatWindow", () => {
  const range = { from: "2026-11-21T00:00:00.000Z", to: "2026-11-27T15:00:00.000Z" };
  it("asks for the window, and for a bucket only when one was chosen", () => {
    expect(analyticsSearch(range)).toBe("from=2026-11-21T00%3A00%3A00.000Z&to=2026-11-27T15%3A00%3A00.000Z");
    expect(analyticsSearch(range, "hour")).toMatch(/&bucket=hour$/);
  });
  it("says a window in UTC days, or in hours when it is short", () => {
    expect(formatWindow(range)).toBe("Nov 21, 2026 – Nov 27, 2026 (UTC)");
    expect(formatWindow({ from: "2026-11-26T15:00:00.000Z", to: "2026-11-27T15:00:00.000Z" })).toBe(
      "Nov 26, 2026, 15:00 – Nov 27, 2026, 15:00 (UTC)",
    );
    expect(formatWindow({ from: "2026-11-01T00:00:00.000Z", to: "2026-12-01T00:00:00.000Z" })).toBe(
      "Nov 1, 2026 – Nov 30, 2026 (UTC)",
    );
  });
});

describe("analyticsBuckets", () => {
  it("are the API's buckets, in the same order", () => {
    expect(analyticsBuckets).toEqual(ANALYTICS_BUCKETS);
  });
});

describe("formatAxisTime", () => {
  it("labels midnight with the UTC day and other ticks with a 24-hour UTC time", () => {
    expect(formatAxisTime(Date.parse("2026-11-28T00:00:00Z"))).toBe("Nov 28");
    expect(formatAxisTime(Date.parse("2026-01-01T00:00:00Z"))).toBe("Jan 1");
    expect(formatAxisTime(Date.parse("2026-11-28T14:00:00Z"))).toBe("14:00");
    expect(formatAxisTime(Date.parse("2026-11-28T04:30:00Z"))).toBe("04:30");
  });
});
