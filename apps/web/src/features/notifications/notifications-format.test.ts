import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { badgeText, bellLabel, exactTime, notificationHref } from "./notifications-format";

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

describe("the exact time of a notification", () => {
  it("is nothing for a bad date", () => {
    expect(exactTime("not a date")).toBe("");
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
