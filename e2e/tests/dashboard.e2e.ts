import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { apiAt } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { authorizeAccount, connectInPopup, doAndVerify, linkNewXAccount } from "../lib/objectives";

// The demo Saga's live week from a newcomer's side: challenges done through the sandbox providers
// on /dashboard?tab=challenges earn a star at three (+0.60) and a second at four (+1.00), and the
// Saga tab shows the booster and the new boosted credits.

const baseUrl = inject("baseUrl");
const call = apiAt(baseUrl);
const RUN = Date.now().toString(36);
let browser: Browser;
withBrowser((b) => (browser = b));

type Overview = {
  credits: number;
  boosted_credits: number;
  boosters: { total_hundredths: number; stars_hundredths: number };
};

describe("dashboard", () => {
  it("earns stars and boosted credits from the week's challenges", { timeout: 180_000 }, async () => {
    const context = await newContext(browser, baseUrl);
    const user = await signInByEmail(context, baseUrl, `saga-${RUN}@example.com`);
    await user.setViewportSize({ width: 1440, height: 900 });
    const google = await call<{ sub: string }>(user, "post", "/sandbox/google/__control/accounts", {
      name: `Saga ${RUN}`,
    });

    await user.goto("/dashboard?tab=missions");
    await user.getByText("No missions yet").waitFor();
    await user.getByRole("tab", { name: "Challenges" }).click();
    await user.getByRole("heading", { name: "Show Up" }).waitFor();
    expect(user.url()).toContain("tab=challenges");
    await screenshot(user, "dashboard-challenges-new");

    // X: connect a sandbox account in the popup, then follow, like and retweet.
    await linkNewXAccount(user, "Follow @questhq on Twitter", `sg_${RUN}`.slice(0, 15));
    await doAndVerify(user, "Follow @questhq on Twitter", "X", "now follows @questhq.");
    await doAndVerify(user, "Like this post on Twitter", "X", "Sandbox X: post liked.");
    await expect(user.getByRole("img", { name: "0 of 3 stars" }).first().isVisible()).resolves.toBe(true);
    await doAndVerify(user, "Retweet this post on Twitter", "X", "Sandbox X: post retweeted.");
    await user.getByText("1 star this week: +0.60 booster").first().waitFor();
    await user.getByText(/3 of 6 done · \+0\.60 booster this week/).waitFor();

    const first = await call<Overview>(user, "get", "/api/v1/seasons/overview");
    expect(first.boosters.stars_hundredths).toBe(60);
    expect(first.boosted_credits).toBe(Math.floor((first.credits * 160) / 100));
    await user.getByRole("tab", { name: "Saga" }).click();
    await user
      .getByText(
        `${first.credits.toLocaleString("en-US")} × (1 + 0.60) = ` +
          `${first.boosted_credits.toLocaleString("en-US")} boosted credits`,
      )
      .waitFor();
    await screenshot(user, "dashboard-saga-one-star");

    // A fourth challenge: YouTube, with a sandbox Google account linked in its popup.
    await user.getByRole("tab", { name: "Challenges" }).click();
    await connectInPopup(user, "Subscribe to @questhq on YouTube", "YouTube", authorizeAccount(google.sub, "Allow"));
    await user.keyboard.press("Escape");
    await doAndVerify(user, "Subscribe to @questhq on YouTube", "YouTube", /you subscribed to @questhq/);
    await user.getByText("2 stars this week: +1.00 booster").first().waitFor();
    await user.getByRole("img", { name: "2 of 3 stars" }).first().waitFor();

    // Verifying a done challenge again adds nothing.
    const active = await call<{ objectives: { id: string; template: string }[] }>(
      user,
      "get",
      "/api/v1/seasons/active",
    );
    const follow = active.objectives.find((o) => o.template === "twitter_follow")!;
    const again = await call<{ credits_awarded: number; week_stars: number }>(
      user,
      "post",
      `/api/v1/seasons/objectives/${follow.id}/participate`,
      {},
    );
    expect(again).toMatchObject({ credits_awarded: 0, week_stars: 2 });

    await user.getByRole("tab", { name: "Saga" }).click();
    const second = await call<Overview>(user, "get", "/api/v1/seasons/overview");
    expect(second.boosters.stars_hundredths).toBe(100);
    await user
      .getByText(
        `${second.credits.toLocaleString("en-US")} × (1 + 1.00) = ` +
          `${second.boosted_credits.toLocaleString("en-US")} boosted credits`,
      )
      .waitFor();
    await user.getByRole("list", { name: "Leaderboard" }).waitFor();
    await screenshot(user, "dashboard-saga-two-stars");

    await user.setViewportSize({ width: 390, height: 844 });
    await user.getByRole("tab", { name: "Challenges" }).click();
    await user.getByRole("heading", { name: "Show Up" }).waitFor();
    await screenshot(user, "dashboard-challenges-phone");
  });
});
