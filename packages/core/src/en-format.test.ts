import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  timeAgo,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  type RelativeTimeUnit,
} from "./en-format";

// Each hand-written formatter says exactly what Intl's en-US formatter says (newer ICU puts a narrow no-break
// space before AM/PM; a plain space reads the same).
const plain = (s: string) => s.replace(/\u202f/g, " ");

describe("US-English formatting without Intl", () => {
  it("groups whole numbers as en-US does, and leaves fractions to Intl", () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => formatNumber(n) === n.toLocaleString("en-US")));
    for (const n of [0, 7, 999, 1000, -1000, 12_345, 1_000_000, Number.MAX_SAFE_INTEGER, 0.5, 1234.5678]) {
      expect(formatNumber(n)).toBe(n.toLocaleString("en-US"));
    }
  });

  it("writes dates and date-times as Intl's medium date and short time", () => {
    const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
    const instants = fc.date({
      min: new Date("1970-01-01T00:00:00Z"),
      max: new Date("2100-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        instants,
        (d) => formatDate(d) === plain(date.format(d)) && formatDateTime(d) === plain(dateTime.format(d)),
      ),
    );
    // Midnight and noon are the 12s of the clock.
    expect(formatDateTime(new Date(2026, 10, 23, 0, 5))).toBe("Nov 23, 2026, 12:05 AM");
    expect(formatDateTime(new Date(2026, 10, 23, 12, 0))).toBe("Nov 23, 2026, 12:00 PM");
  });

  it("writes a span of days with both ends in the medium date format", () => {
    expect(formatDateRange(new Date(2026, 10, 6), new Date(2027, 0, 29))).toBe("Nov 6, 2026 – Jan 29, 2027");
  });

  it("says relative times as Intl.RelativeTimeFormat with numeric auto", () => {
    const rtf = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
    const units: RelativeTimeUnit[] = ["second", "minute", "hour", "day", "week", "month", "year"];
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.constantFrom(...units),
        (value, unit) => formatRelativeTime(value, unit) === rtf.format(value, unit),
      ),
    );
    for (const unit of units)
      for (const value of [-2, -1, 0, 1, 2]) expect(formatRelativeTime(value, unit)).toBe(rtf.format(value, unit));
    expect(formatRelativeTime(-1, "day")).toBe("yesterday");
    expect(formatRelativeTime(1500, "day")).toBe("in 1,500 days");
  });
});

describe("timeAgo", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it("reads as a relative time in whole units", () => {
    expect(timeAgo(ago(5_000), now)).toBe("now");
    expect(timeAgo(ago(MIN), now)).toBe("1 minute ago");
    expect(timeAgo(ago(59 * MIN + 40_000), now)).toBe("59 minutes ago");
    expect(timeAgo(ago(3 * HOUR), now)).toBe("3 hours ago");
    expect(timeAgo(ago(DAY + HOUR), now)).toBe("yesterday");
    expect(timeAgo(ago(3 * DAY), now)).toBe("3 days ago");
    expect(timeAgo(ago(14 * DAY), now)).toBe("2 weeks ago");
    expect(timeAgo(ago(400 * DAY), now)).toBe("last year");
  });

  it("reads 'now' for a time slightly ahead of this device's clock, and nothing for a bad date", () => {
    expect(timeAgo(new Date(now + 20_000).toISOString(), now)).toBe("now");
    expect(timeAgo("not a date", now)).toBe("");
  });

  it("never says 'in …' for a past moment", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 365 * DAY }), (age) => {
        expect(timeAgo(ago(age), now)).not.toMatch(/^in /);
      }),
    );
  });
});
