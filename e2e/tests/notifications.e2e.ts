import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { apiAt, demoOrganization } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser, expectNoSeriousViolations } from "../lib/browser";
import { ALLOWLIST, liveFor, onePassRaffle, publishMission } from "../lib/missions";
import { openLinkAndVerify, openObjective } from "../lib/objectives";

// The notification centre (docs/product/notifications.md): an entrant keeps a page open while the organizer draws;
// the bell counts the win within seconds, its notification opens the next step and is read after it. The win is also
// emailed; the email's one-click unsubscribe (a POST with no session, as a mail app sends it) turns winner emails off,
// and the entrant's next win is not emailed while another winner's is.

const baseUrl = inject("baseUrl");
const call = apiAt(baseUrl);
const RUN = Date.now().toString(36);
const TITLE = `Bell raffle ${RUN}`;
const OBJECTIVE = `Read the rules ${RUN}`;
const WINNER = `bell-${RUN}@example.com`;
let browser: Browser;
withBrowser((b) => (browser = b));

type Mail = { to: string; subject: string; text: string; headers: Record<string, string> | null };
/** The development mailbox, newest first, read with no session (it is a development page). */
const mailbox = async (): Promise<Mail[]> =>
  ((await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as { data: Mail[] }).data;
const winMailsTo = async (to: string) =>
  (await mailbox()).filter((m) => m.to === to && m.subject.startsWith("You won:"));

/** The signed-in person of `page` completes the mission's link objective and enters for free. */
async function enter(context: BrowserContext, page: Page, slug: string, objective: string) {
  await page.goto(`/missions/${slug}`);
  await openLinkAndVerify(context, await openObjective(page, objective));
  await page.keyboard.press("Escape");
  // Not enterForFree: a reward for everyone says "Completed Mission" where a raffle says "Results pending".
  const form = page.getByRole("form", { name: "Mission entry" });
  await form.getByLabel("Wallet address").fill("0x8ba1f109551bD432803012645Ac136ddd64DBA72");
  await form.getByRole("button", { name: "Enter For Free" }).click();
  await page.getByText("You are entered").waitFor();
}

describe("the notification bell", () => {
  it("counts a win within seconds, opens its next step, and its email unsubscribes in one click", {
    timeout: 300_000,
  }, async () => {
    const adminContext = await newContext(browser, baseUrl);
    const admin = await signInByEmail(adminContext, baseUrl, "admin@demo.local");
    const demo = await demoOrganization(call, admin);
    const mission = await publishMission(
      call,
      admin,
      { organization_id: demo.id, title: TITLE, description: "<p>One read.</p>", blockchain: 8453, ...liveFor(3) },
      [{ template: "link_click", values: { title: OBJECTIVE, description: "Open it", url: "https://questhq.xyz/r" } }],
      [onePassRaffle("Bell pass")],
    );

    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await signInByEmail(context, baseUrl, WINNER);
    await enter(context, page, mission.slug, OBJECTIVE);
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications");

    // The organizer ends the mission and draws; the open page hears of it without a reload.
    await call(admin, "post", `/api/v1/missions/${mission.id}/close`);
    await call(admin, "post", `/api/v1/missions/${mission.id}/draw`);
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications, 1 unread");

    await bell.click();
    const popover = page.getByRole("dialog", { name: "Notifications" });
    const win = popover.getByRole("link", { name: new RegExp(`You won Bell pass in "${TITLE}"`) });
    await win.waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "notifications-bell-open");
    await win.click();
    await page.waitForURL(`${baseUrl}/missions/${mission.slug}`);
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Notifications");

    // The page lists it, read; on a phone too, without sideways scrolling.
    await page.goto("/notifications");
    await page.getByRole("link", { name: /You won Bell pass/ }).waitFor();
    await expectNoSeriousViolations(page);
    await context.close();
    const phone = await newContext(browser, baseUrl, { mobile: true, viewport: { width: 390, height: 844 } });
    const phonePage = await signInByEmail(phone, baseUrl, WINNER);
    await phonePage.goto("/notifications");
    await phonePage.getByRole("link", { name: /You won Bell pass/ }).waitFor();
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousViolations(phonePage);
    await screenshot(phonePage, "notifications-page-phone");

    // The win's email is in the development mailbox, with the one-click unsubscribe headers.
    await expect.poll(async () => (await winMailsTo(WINNER)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await winMailsTo(WINNER);
    expect(mail!.subject).toBe(`You won: ${TITLE}`);
    expect(mail!.text).toContain("Watch your inbox.");
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(.+)>$/.exec(mail!.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(link).toMatch(new RegExp(`^${baseUrl}/unsubscribe\\?token=`));

    // The development mailbox page shows the same headers (what a mail client's "show original" would).
    await phonePage.goto("/dev/mailbox");
    await phonePage.getByText("List-Unsubscribe=One-Click").first().waitFor();
    await screenshot(phonePage, "dev-mailbox-headers-phone");

    // RFC 8058: the mail app POSTs to that address, with no cookie, no origin and the form field.
    const oneClick = await fetch(link!, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(((await oneClick.json()) as { data: { category: string; enabled: boolean } }).data).toMatchObject({
      category: "winner",
      enabled: false,
    });
    // Opening the same link afterwards shows it done (the page never unsubscribes by itself: it asks first).
    await phonePage.goto(link!);
    await phonePage.getByRole("heading", { name: "You will no longer get “You won” emails." }).waitFor();
    await expectNoSeriousViolations(phonePage);
    // Settings shows "You won" off and the other categories as they were.
    await phonePage.goto("/settings#email");
    const winnerSwitch = phonePage.getByTestId("email-category-winner");
    await expect.poll(() => winnerSwitch.isChecked(), { timeout: 10_000 }).toBe(false);
    expect(await phonePage.getByTestId("email-category-saga_settled").isChecked()).toBe(true);
    await screenshot(phonePage, "settings-email-phone");
    await expectNoSeriousViolations(phonePage);

    // The next win: the notification comes, the email does not, while another winner's does.
    const second = await publishMission(
      call,
      admin,
      { organization_id: demo.id, title: `${TITLE} II`, description: "<p>Again.</p>", blockchain: 8453, ...liveFor(3) },
      [
        {
          template: "link_click",
          values: { title: `${OBJECTIVE} II`, description: "Open", url: "https://questhq.xyz/r" },
        },
      ],
      [ALLOWLIST],
    );
    const desk = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const deskPage = await signInByEmail(desk, baseUrl, WINNER);
    await enter(desk, deskPage, second.slug, `${OBJECTIVE} II`);
    const otherContext = await newContext(browser, baseUrl);
    const other = `bell-other-${RUN}@example.com`;
    await enter(otherContext, await signInByEmail(otherContext, baseUrl, other), second.slug, `${OBJECTIVE} II`);
    await call(admin, "post", `/api/v1/missions/${second.id}/close`);
    await call(admin, "post", `/api/v1/missions/${second.id}/draw`);
    await expect.poll(async () => (await winMailsTo(other)).length, { timeout: 15_000 }).toBe(1);
    await deskPage.goto("/notifications");
    await deskPage.getByRole("link", { name: new RegExp(`You won Allowlist in "${TITLE} II"`) }).waitFor();
    // Both emails of the draw were handled in one pass after it answered; give a slow one a moment all the same.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await winMailsTo(WINNER)).toHaveLength(1);
    await otherContext.close();
    await desk.close();
    await phone.close();
    await adminContext.close();
  });
});
