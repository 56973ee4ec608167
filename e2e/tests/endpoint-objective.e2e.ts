import { describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { apiAt } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { liveFor, onePassRaffle, publishMission } from "../lib/missions";
import { openObjective } from "../lib/objectives";

// An objective verified by the organization's own API (docs/product/objectives.md#verified-by-your-api), with the
// sandbox organizer API as that organization's system: its organizer reads the signing secret in the mission editor;
// a user verifies while the organization's system is down and sees the objective pending; once the system answers
// completed, the background retry completes it without the user doing anything more.

const baseUrl = inject("baseUrl");
const call = apiAt(baseUrl);
const RUN = Date.now().toString(36);
const TITLE = "Finish the tutorial level";
let browser: Browser;
withBrowser((b) => (browser = b));

/** Reloads the mission page until the objective's drawer says it is completed (the retry job runs in the back). */
async function waitForCompleted(page: Page, slug: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`/missions/${slug}`);
        const drawer = await openObjective(page, TITLE);
        const isDone = await drawer.getByText("You have completed this objective.").isVisible();
        await page.keyboard.press("Escape");
        return isDone;
      },
      { timeout: 120_000, interval: 5_000 },
    )
    .toBe(true);
}

describe("an objective verified by the organization's API", () => {
  it("is pending while the organization's system is down, then completes once it answers", {
    timeout: 240_000,
  }, async () => {
    const orgContext = await newContext(browser, baseUrl);
    const owner = await signInByEmail(orgContext, baseUrl, `endpoint-owner-${RUN}@example.com`);
    const org = await call<{ id: string }>(owner, "post", "/api/v1/organizations", {
      name: `Tutorial Games ${RUN}`,
      slug: `tutorial-games-${RUN}`,
    });
    const mission = await publishMission(
      call,
      owner,
      {
        organization_id: org.id,
        title: `Tutorial ${RUN}`,
        description: "<p>Play the tutorial.</p>",
        blockchain: 8453,
        ...liveFor(3),
      },
      [
        {
          template: "endpoint_check",
          values: {
            title: TITLE,
            description: "Play the tutorial level in our game.",
            endpoint_url: `${baseUrl}/sandbox/organizer/verify`,
          },
        },
      ],
      [onePassRaffle("Tutorial pass")],
    );

    // The organizer reads the objective's signing secret where the objectives are edited.
    await owner.goto(`/edit-mission/${mission.id}/objectives`);
    await owner.getByRole("button", { name: "Show signing secret" }).click();
    await owner.getByText(/^whsec_/).waitFor();
    await owner.getByRole("button", { name: "Copy secret" }).waitFor();
    await screenshot(owner, "endpoint-objective-secret");

    const context = await newContext(browser, baseUrl);
    const user = await signInByEmail(context, baseUrl, `endpoint-user-${RUN}@example.com`);
    await user.goto(`/missions/${mission.slug}`);
    let drawer = await openObjective(user, TITLE);
    await drawer.getByText("The organization's own system checks this").waitFor();

    // Not done yet: the organization's system says so, in its own words.
    await drawer.getByRole("button", { name: "Verify" }).click();
    await drawer.getByText(/you have not done this task yet/).waitFor();

    // The task is done, but the organization's system is down for the next call: pending, not failed.
    await drawer.getByRole("button", { name: "Do it on the sandbox organizer API" }).click();
    await user
      .getByText(/it now says you did the task/)
      .first()
      .waitFor();
    await call(user, "post", "/sandbox/organizer/__control/mode", { mode: "down", times: 1 });
    await drawer.getByRole("button", { name: "Verify" }).click();
    await user
      .getByText(/Your objective is pending and will be checked again automatically/)
      .first()
      .waitFor();
    await drawer.getByText("Checking again automatically").waitFor();
    await screenshot(user, "endpoint-objective-pending");
    await user.keyboard.press("Escape");

    // The system is back: the background retry asks again and the objective completes.
    await waitForCompleted(user, mission.slug);
    drawer = await openObjective(user, TITLE);
    await drawer.getByText("You have completed this objective.").waitFor();
    await screenshot(user, "endpoint-objective-completed");
  });
});
