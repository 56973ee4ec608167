import http from "node:http";
import type { Browser, Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, inject, it } from "vitest";
import { apiAt, demoOrganization } from "../lib/api";
import { newContext, screenshot, signInByEmail, withBrowser, expectNoSeriousViolations } from "../lib/browser";
import { liveFor, onePassRaffle, publishMission } from "../lib/missions";
import { openLinkAndVerify, openObjective } from "../lib/objectives";

// The demo organization's admin connects a system on the Developers page (docs/product/developers.md#api-keys,
// #webhooks): a key that works against the API at once, a webhook endpoint on a local receiver that verifies every
// request with the Standard Webhooks library, and an objective a user completes showing up as a delivered event.

const baseUrl = inject("baseUrl");
const receiverPort = inject("webhookReceiverPort");
const call = apiAt(baseUrl);
const RUN = Date.now().toString(36);
const OBJECTIVE = `Read the developers guide ${RUN}`;
let browser: Browser;
withBrowser((b) => (browser = b));

type Verified = { type: string; data: Record<string, unknown> };

/** A receiver as an organization's system runs it: every request verified with the endpoint's secret first. */
function startReceiver() {
  let secret: string | null = null;
  const received: Verified[] = [];
  const rejected: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        if (!secret) throw new Error("no secret yet");
        const body = Buffer.concat(chunks).toString("utf8");
        received.push(new Webhook(secret).verify(body, req.headers as Record<string, string>) as Verified);
        res.writeHead(200, { "content-type": "text/plain" }).end(`thanks ${RUN}`);
      } catch (err) {
        rejected.push((err as Error).message);
        res.writeHead(400).end("bad signature");
      }
    });
  });
  const listening = new Promise<void>((resolve) => server.listen(receiverPort, "127.0.0.1", resolve));
  return {
    listening,
    received,
    rejected,
    url: `http://127.0.0.1:${receiverPort}/questhq-${RUN}`,
    setSecret: (s: string) => (secret = s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
const receiver = startReceiver();
afterAll(() => receiver.close());

/** Nothing on the page is wider than the viewport (phones get stacked rows, not sideways scrolling). */
async function expectNoOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
}

describe("the Developers page", () => {
  it("creates a working API key and a webhook endpoint that receives a completed objective", {
    timeout: 240_000,
  }, async () => {
    await receiver.listening;
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const admin = await signInByEmail(context, baseUrl, "admin@demo.local");
    const demo = await demoOrganization(call, admin);

    // From the organization's page to its Developers page.
    await admin.goto(`/organizations/${demo.slug}`);
    await admin.getByRole("link", { name: "Developers", exact: true }).click();
    await admin.waitForURL(`${baseUrl}/organizations/${demo.slug}/developers`);
    await admin.getByRole("heading", { name: "Developers" }).waitFor();
    await expectNoSeriousViolations(admin);

    // Developers → API keys → Create key: the key is shown once, copied, and works at once.
    await admin.getByRole("button", { name: "Create key" }).first().click();
    let dialog = admin.getByRole("dialog", { name: "Create key" });
    await dialog.getByLabel("Name").fill(`CRM ${RUN}`);
    await dialog.getByRole("checkbox", { name: /missions:read/ }).check();
    await dialog.getByRole("button", { name: "Create key" }).click();
    dialog = admin.getByRole("dialog", { name: "Your new API key" });
    await dialog.getByText("You won't see it again", { exact: false }).waitFor();
    const key = (await dialog.getByText(/^qhq_/).textContent())?.trim() ?? "";
    expect(key).toMatch(/^qhq_/);
    await dialog.getByRole("button", { name: "Copy key" }).click();
    await dialog.getByText("Copied").waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await screenshot(admin, "developers-key-created");
    const missions = await fetch(`${baseUrl}/api/v1/organizations/${demo.id}/missions`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(missions.status).toBe(200);
    await dialog.getByRole("button", { name: "Done" }).click();
    const keyRow = admin.getByRole("listitem").filter({ hasText: `CRM ${RUN}` });
    await keyRow.getByText("Active").waitFor();

    // Developers → Webhooks → Add endpoint, on the local receiver; its secret is shown once.
    await admin.getByRole("tab", { name: "Webhooks" }).click();
    await admin.getByRole("button", { name: "Add endpoint" }).first().click();
    dialog = admin.getByRole("dialog", { name: "Add endpoint" });
    await dialog.getByLabel("Endpoint URL").fill(receiver.url);
    await dialog.getByLabel("Description (optional)").fill("The CRM's receiver");
    await dialog.getByRole("checkbox", { name: "objective.completed" }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    dialog = admin.getByRole("dialog", { name: "Your endpoint's signing secret" });
    const secret = (await dialog.getByText(/^whsec_/).textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecret(secret);
    await dialog.getByRole("button", { name: "Done" }).click();

    // Send test event: a signed ping reaches the receiver.
    const endpoint = admin.getByRole("listitem").filter({ hasText: receiver.url });
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await expect.poll(() => receiver.received.map((e) => e.type), { timeout: 20_000 }).toContain("ping");
    // The test event opens the endpoint's Deliveries, where the ping is listed.
    const deliveries = endpoint.getByRole("region", { name: "Deliveries" });
    expect(await endpoint.getByRole("button", { name: "Deliveries" }).getAttribute("aria-expanded")).toBe("true");
    await deliveries.getByRole("listitem").filter({ hasText: "ping" }).getByText("Succeeded").waitFor();

    // A user completes an objective of the demo organization's mission: the endpoint is told.
    const mission = await publishMission(
      call,
      admin,
      {
        organization_id: demo.id,
        title: `Developers ${RUN}`,
        description: "<p>Read it.</p>",
        blockchain: 8453,
        ...liveFor(3),
      },
      [
        {
          template: "link_click",
          values: { title: OBJECTIVE, description: "Open it", url: "https://docs.questhq.xyz/developers" },
        },
      ],
      [onePassRaffle("Developers pass")],
    );
    const userContext = await newContext(browser, baseUrl);
    const user = await signInByEmail(userContext, baseUrl, `developers-user-${RUN}@example.com`);
    await user.goto(`/missions/${mission.slug}`);
    await openLinkAndVerify(userContext, await openObjective(user, OBJECTIVE));
    await expect.poll(() => receiver.received.map((e) => e.type), { timeout: 30_000 }).toContain("objective.completed");
    expect(receiver.rejected).toEqual([]);
    await userContext.close();

    // The delivery shows as succeeded under Deliveries, with its attempt and the receiver's answer.
    await deliveries.getByRole("button", { name: "Succeeded" }).click();
    const delivered = deliveries.getByRole("listitem").filter({ hasText: "objective.completed" });
    await delivered.getByText("Succeeded").waitFor({ timeout: 20_000 });
    await delivered.getByText(/^Attempts/).click();
    await delivered.getByText(/^HTTP 200 in/).waitFor();
    await delivered.getByText(`thanks ${RUN}`).waitFor();
    await screenshot(admin, "developers-webhooks-desktop");

    // The audit log lists the key and the endpoint, newest first.
    await admin.getByRole("tab", { name: "Audit log" }).click();
    const log = admin.getByRole("list", { name: "Audit log entries" });
    await log.getByText("webhook.created").first().waitFor();
    await log.getByText("api_key.created").first().waitFor();
    await screenshot(admin, "developers-audit-log-desktop");
    await context.close();

    // On a phone: nothing overflows, and the page passes axe there too.
    const phone = await newContext(browser, baseUrl, { mobile: true, viewport: { width: 390, height: 844 } });
    const phoneAdmin = await signInByEmail(phone, baseUrl, "admin@demo.local");
    await phoneAdmin.goto(`/organizations/${demo.slug}/developers`);
    await phoneAdmin
      .getByRole("listitem")
      .filter({ hasText: `CRM ${RUN}` })
      .waitFor();
    await expectNoOverflow(phoneAdmin);
    await screenshot(phoneAdmin, "developers-keys-phone");
    await phoneAdmin.getByRole("tab", { name: "Webhooks" }).click();
    const phoneEndpoint = phoneAdmin.getByRole("listitem").filter({ hasText: receiver.url });
    await phoneEndpoint.getByRole("button", { name: "Deliveries" }).click();
    await phoneEndpoint.getByText("objective.completed").first().waitFor();
    await expectNoOverflow(phoneAdmin);
    await expectNoSeriousViolations(phoneAdmin);
    await screenshot(phoneAdmin, "developers-webhooks-phone");
    await phone.close();
  });

  it("sends a visitor to sign in and tells a signed-in non-admin that only admins manage it", async () => {
    const context = await newContext(browser, baseUrl);
    const visitor = await context.newPage();
    await visitor.goto("/organizations/questhq-demo/developers");
    await visitor.waitForURL(/\/sign-in\?redirect_url=/);
    await visitor.close();

    const outsider = await signInByEmail(context, baseUrl, `developers-outsider-${RUN}@example.com`);
    await outsider.goto("/organizations/questhq-demo");
    await outsider.getByRole("heading", { name: "QuestHQ Demo" }).waitFor();
    expect(await outsider.getByRole("link", { name: "Developers", exact: true }).count()).toBe(0);
    await outsider.goto("/organizations/questhq-demo/developers");
    await outsider.getByText("Only organization admins can manage developer settings.").waitFor();
    expect(await outsider.getByRole("button", { name: "Create key" }).count()).toBe(0);
    await context.close();
  });
});
