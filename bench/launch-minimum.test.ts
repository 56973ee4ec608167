import { describe, expect, it } from "vitest";
import { launchReads, providerMinimumMs, windowsNeeded } from "./launch/minimum";

// The launch's yardstick: the least time X's per-user limits allow (bench/launch/minimum.ts).

const X = {
  budgets: { "users/by/username": 900, "users/following": 15, "users/liked_tweets": 75, "users/tweets": 900 },
  windowMs: 900_000,
};

describe("the minimum X's limits allow", () => {
  it("is the last arrival when every user's reads fit their own budgets", () => {
    const reads = launchReads({ followingBefore: 0, likedSince: 0, postedSince: 0 });
    expect(reads).toEqual({
      "users/by/username": 1,
      "users/following": 1,
      "users/liked_tweets": 1,
      "users/tweets": 1,
    });
    const users = [0, 300, 600_000].map((arrivalMs) => ({ arrivalMs, reads }));
    expect(providerMinimumMs(users, X)).toBe(600_000);
  });

  it("adds a window for each further budget's worth of one endpoint's reads", () => {
    expect(windowsNeeded({ "users/following": 15 }, X)).toBe(0);
    expect(windowsNeeded({ "users/following": 16 }, X)).toBe(1);
    expect(windowsNeeded({ "users/following": 31, "users/liked_tweets": 1 }, X)).toBe(2);
    // 20,000 accounts followed before the brand: 21 pages of 1,000, 15 in the first window and 6 in the next.
    const heavy = launchReads({ followingBefore: 20_000, likedSince: 0, postedSince: 0 });
    expect(providerMinimumMs([{ arrivalMs: 1000, reads: heavy }], X)).toBe(1000 + 1 * 900_000);
  });
});
