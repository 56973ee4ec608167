import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

/** `email` signed in, on the Create Organization page of a new context. */
async function openCreateOrganization(email: string) {
  const context = await newContext(browser, baseUrl);
  const page = await signInByEmail(context, baseUrl, email);
  await page.goto("/create-organization");
  return { context, page };
}

describe("organizations", () => {
  it("a visitor who opens Create Organization is sent to sign in first", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto("/create-organization");
    await page.waitForURL(/\/sign-in\?redirect_url=/);
    expect(decodeURIComponent(page.url())).toContain("redirect_url=/create-organization");
    await context.close();
  });

  it("a signed-in user creates an organization and finds it in Mission Control", async () => {
    const { context, page } = await openCreateOrganization("e2e-founder@example.com");
    await page.getByLabel("Organization name").fill("E2E Guild");
    await expect.poll(() => page.getByLabel("Slug").inputValue()).toBe("e2e-guild");
    await page.getByLabel("Description").fill("A guild made by the browser test.");
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.waitForURL(`${baseUrl}/organizations/e2e-guild`);
    await page.getByRole("heading", { name: "E2E Guild" }).waitFor();
    await screenshot(page, "organization-page");

    await page.goto("/organizations");
    await page.getByRole("heading", { name: "Mission Control" }).waitFor();
    await page.getByText("E2E Guild").first().waitFor();
    await context.close();
  });

  it("shows the taken slug on the slug field", async () => {
    const { context, page } = await openCreateOrganization("e2e-second@example.com");
    await page.getByLabel("Organization name").fill("QuestHQ Demo");
    await page.getByLabel("Slug").fill("questhq-demo");
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.getByText("This slug is already taken.").waitFor();
    expect(page.url()).toBe(`${baseUrl}/create-organization`);
    await context.close();
  });
});
