import { describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { apiAt } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { liveFor, onePassRaffle, publishMission } from "../lib/missions";
import { authorizeAccount, connectInPopup, doAndVerify, enterForFree } from "../lib/objectives";

// The GitHub family end to end in the sandbox: an organization's mission asks to star a repository and follow an
// account that the sandbox has never seen; a new user links a Sandbox GitHub account in GitHub's authorize popup,
// stars and follows through "Do it on Sandbox GitHub", verifies both through the GitHub fake's REST API and enters.

const baseUrl = inject("baseUrl");
const call = apiAt(baseUrl);
const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const RUN = Date.now().toString(36);
let browser: Browser;
withBrowser((b) => (browser = b));

describe("GitHub objectives", () => {
  it("link GitHub in the sandbox, star and follow, verify and enter", { timeout: 180_000 }, async () => {
    const orgContext = await newContext(browser, baseUrl);
    const owner = await signInByEmail(orgContext, baseUrl, `gh-owner-${RUN}@example.com`);
    const org = await call<{ id: string }>(owner, "post", "/api/v1/organizations", {
      name: `Octo Labs ${RUN}`,
      slug: `octo-labs-${RUN}`,
    });
    const title = `Octo launch ${RUN}`;
    const repository = `octo-labs-${RUN}/launch`;
    const mission = await publishMission(
      call,
      owner,
      {
        organization_id: org.id,
        title,
        description: "<p>Star the repository, follow the team.</p>",
        blockchain: 8453,
        ...liveFor(3),
      },
      [
        { template: "github_star", values: { repository: `https://github.com/${repository}` } },
        { template: "github_follow", values: { username: `@octo-labs-${RUN}` } },
      ],
      [onePassRaffle("Octo pass")],
    );

    // The newcomer, with a fresh Sandbox GitHub account of their own.
    const context = await newContext(browser, baseUrl);
    const user = await signInByEmail(context, baseUrl, `gh-newcomer-${RUN}@example.com`);
    const github = await call<{ id: number; login: string }>(user, "post", "/sandbox/github/__control/users", {
      login: `newcomer-${RUN}`,
      name: "Newcomer",
    });
    await user.goto(`/missions/${mission.slug}`);
    await user.getByRole("heading", { name: title }).waitFor();

    const star = `Star ${repository} on GitHub`;
    const follow = `Follow octo-labs-${RUN} on GitHub`;
    await connectInPopup(user, star, "GitHub", authorizeAccount(github.id, "Authorize"));
    await user.keyboard.press("Escape");

    await doAndVerify(user, star, "GitHub", `Sandbox GitHub: you starred ${repository}.`);
    await doAndVerify(user, follow, "GitHub", `Sandbox GitHub: you follow @octo-labs-${RUN}.`);
    await screenshot(user, "github-objectives-done");

    await enterForFree(user, WALLET);
    await screenshot(user, "github-entered");
  });
});
