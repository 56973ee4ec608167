import { describe, expect, it } from "vitest";
import { announcementRule } from "./announcements";

describe("announcement turns", () => {
  it("opens only the first announcement of a visit, with no dialog open and no action started on the page", () => {
    const calm = { shown: null, isDialogOpen: false, interactedSincePageShown: false };
    expect(announcementRule(calm)).toBe(true);
    expect(announcementRule({ ...calm, shown: "welcome" })).toBe(false);
    expect(announcementRule({ ...calm, isDialogOpen: true })).toBe(false);
    expect(announcementRule({ ...calm, interactedSincePageShown: true })).toBe(false);
  });
});
