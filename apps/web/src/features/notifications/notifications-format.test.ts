import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { badgeText, bellLabel, exactTime, notificationHref, timeAgo } from "./notifications-format";

describe("the bell's badge", () => {
  it("shows no badge with nothing unread, the count up to 99, then 99+", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(12_345)).toBe("99+");
  });

  it("never grows past three characters, however many are unread", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (unread) => {
        const text = badgeText(unread)!;
        expect(text.length).toBeLessThanOrEqual(3);
        expect(text).toBe(unread <= 99 ? String(unread) : "99+");
      }),
    );
  });

  it("names the bell with the same count for screen readers", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(bellLabel(250)).toBe("Notifications, 99+ unread");
  });
});

describe("when a notification was written", () => {
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
    expect(exactTime("not a date")).toBe("");
  });

  it("never says 'in …' for a past moment", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 365 * DAY }), (age) => {
        expect(timeAgo(ago(age), now)).not.toMatch(/^in /);
      }),
    );
  });
});

describe("where a notification leads", () => {
  it("opens app paths only", () => {
    expect(notificationHref("/missions/genesis")).toBe("/missions/genesis");
    expect(notificationHref("/enter-wallet?mission=genesis")).toBe("/enter-wallet?mission=genesis");
    expect(notificationHref(null)).toBeNull();
    expect(notificationHref("https://evil.example/")).toBeNull();
    expect(notificationHref("//evil.example/")).toBeNull();
    expect(notificationHref("/\\evil.example/")).toBeNull();
  });
});
