import { describe, expect, it } from "vitest";
import { missionPathOf } from "./mission-path";

describe("missionPathOf", () => {
  it("opens a mission link of any host in the app, by its slug", () => {
    expect(missionPathOf("https://questhq.local/missions/base-builders-onboarding")).toBe(
      "/missions/base-builders-onboarding",
    );
    expect(missionPathOf("https://quests.example.com/missions/summer-raffle?tab=info#top")).toBe(
      "/missions/summer-raffle",
    );
  });

  it("has no path for a link that is not a mission page", () => {
    for (const url of ["https://questhq.local/explore", "https://questhq.local/missions/", "not a url", 42, undefined])
      expect(missionPathOf(url), String(url)).toBeUndefined();
  });
});
