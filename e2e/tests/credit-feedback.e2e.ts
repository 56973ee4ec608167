import { describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { newContext, screenshot, signInByEmail, withBrowser } from "../lib/browser";
import { openLinkAndVerify, openObjective } from "../lib/objectives";

// Completing an objective shows the credits it earned rising under the header on every screen, not only where the
// desktop header has room for the credits chip (a newcomer on a laptop or a phone saw nothing).

const baseUrl = inject("baseUrl");
let browser: Browser;
withBrowser((b) => (browser = b));

describe("credit feedback", () => {
  for (const size of [
    { name: "laptop", viewport: { width: 1280, height: 800 }, mobile: false },
    { name: "phone", viewport: { width: 390, height: 844 }, mobile: true },
  ]) {
    it(`shows "+N credits" when an objective completes (${size.name})`, async () => {
      const context = await newContext(browser, baseUrl, size);
      const page = await signInByEmail(context, baseUrl, `e2e-credits-${size.name}-${Date.now()}@example.com`);
      await page.goto("/missions/local-chain-pass");
      const link = await openObjective(page, "Local chain guide");
      expect(await link.getByText("50 credits").count()).toBeGreaterThan(0);
      await openLinkAndVerify(context, link);
      // The drawer is modal (the page behind it is hidden from assistive technology, which hears the toast), so the
      // badge is found by its text; it must be on screen and on top, not under the drawer or its backdrop.
      const gain = page.getByText(/^\+50 credits$/);
      await gain.waitFor({ timeout: 10_000 });
      const box = (await gain.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      expect(box.y).toBeGreaterThanOrEqual(0);
      const onTop = await gain.evaluate((el: HTMLElement) => {
        // Hit-testing skips pointer-events: none, which the badge has so it never blocks a click; lift it to look.
        el.style.pointerEvents = "auto";
        const r = el.getBoundingClientRect();
        const hit = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)[0];
        el.style.pointerEvents = "";
        return hit === el || el.contains(hit ?? null);
      });
      expect(onTop).toBe(true);
      await screenshot(page, `credit-feedback-${size.name}`);
      await context.close();
    });
  }
});
