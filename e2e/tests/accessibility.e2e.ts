import AxeBuilder from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newContext, signInByEmail, withBrowser } from "../lib/browser";

// axe-core in Chromium over the main pages, at desktop and phone width: no serious or critical violation
// (WCAG 2.x A/AA and axe's best practices). A failure prints each violation with the elements it found.
const baseUrl = inject("baseUrl");
let browser: Browser;
let missionPath: string;
withBrowser((b) => (browser = b));

beforeAll(async () => {
  const res = await fetch(`${baseUrl}/api/v1/missions?sort=featured&limit=1`);
  const slug = ((await res.json()) as { data: { slug: string }[] }).data[0]?.slug;
  if (!slug) throw new Error("the demo seed has no published mission");
  missionPath = `/missions/${slug}`;
});

const PAGES: { name: string; path: () => string; isSignedIn?: boolean }[] = [
  { name: "home", path: () => "/" },
  { name: "atlas", path: () => "/atlas" },
  { name: "explore", path: () => "/explore" },
  { name: "mission", path: () => missionPath },
  { name: "atlas topics", path: () => "/atlas/topics" },
  { name: "organizations (signed in)", path: () => "/organizations", isSignedIn: true },
  { name: "membership", path: () => "/membership" },
  { name: "membership (signed in)", path: () => "/membership", isSignedIn: true },
  { name: "settings (signed in)", path: () => "/settings", isSignedIn: true },
  { name: "sign-in", path: () => "/sign-in" },
  { name: "bridge", path: () => "/bridge?fromChain=anvil&toChain=anvil" },
  { name: "sagas", path: () => "/sagas" },
  { name: "saga", path: () => "/sagas/saga-one" },
];

function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}`;
    })
    .join("\n");
}

/** Waits until the page's data has arrived: the network is idle and no skeleton placeholder is left. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.querySelectorAll(".animate-pulse").length === 0, null, { timeout: 15_000 });
}

async function seriousViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

for (const viewport of [
  { name: "desktop", isMobile: false },
  { name: "phone", isMobile: true },
]) {
  describe(`accessibility at ${viewport.name} width`, () => {
    let visitor: BrowserContext;
    let member: BrowserContext;
    beforeAll(async () => {
      visitor = await newContext(browser, baseUrl, { mobile: viewport.isMobile });
      member = await newContext(browser, baseUrl, { mobile: viewport.isMobile });
      (await signInByEmail(member, baseUrl, `e2e-axe-${viewport.name}@example.com`)).close();
    });
    afterAll(async () => {
      await visitor?.close();
      await member?.close();
    });

    for (const target of PAGES) {
      it(`${target.name} has no serious or critical violations`, async () => {
        const page = await (target.isSignedIn ? member : visitor).newPage();
        try {
          await page.goto(target.path());
          await settle(page);
          const violations = await seriousViolations(page);
          if (violations.length) console.error(`${target.name} (${viewport.name}):\n${describeViolations(violations)}`);
          expect(violations.map((v) => v.id)).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}
