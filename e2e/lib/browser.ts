import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, expect } from "vitest";

export const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");

/** Debian's chromium, never a downloaded browser; flags keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/** One Chromium for the whole test file, handed to `ready` before its tests and closed after them. */
export function withBrowser(ready: (browser: Browser) => unknown): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    ready(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** What a desktop Chrome sends (headless Chromium's own user agent says HeadlessChrome, a robot's mark). */
export const PERSONS_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export async function newContext(
  browser: Browser,
  baseURL: string,
  opts: {
    mobile?: boolean;
    showWelcome?: boolean;
    viewport?: { width: number; height: number };
    timezoneId?: string;
    /** A person's browser: headless Chromium names itself, and page views of robots are not counted. */
    isPersonsBrowser?: boolean;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    userAgent: opts.isPersonsBrowser ? PERSONS_USER_AGENT : undefined,
    viewport: opts.viewport ?? (opts.mobile ? { width: 375, height: 812 } : { width: 1280, height: 900 }),
    isMobile: opts.mobile ?? false,
    hasTouch: opts.mobile ?? false,
    timezoneId: opts.timezoneId,
  });
  // The welcome modal, the demo Saga's announcement and the reminder of the demo's wallet deadline (Ada's win) show
  // once per browser; journeys that do not test them mark them seen.
  if (!opts.showWelcome) {
    await context.addInitScript(() => {
      localStorage.setItem("questhq:welcome-seen", "1");
      localStorage.setItem("questhq:saga-announced:saga-one", "1");
      localStorage.setItem("questhq:wallet-reminder:2027-01-24T19:00:00.000Z", "1");
    });
  }
  return context;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  // Let opening dialogs and drawers finish sliding in (only theirs: a page may run long decorative animations).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("[role=dialog]")].every((el) =>
          el
            .getAnimations({ subtree: true })
            .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
        ),
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: false });
}

/** Reads the newest sign-in code mailed to `email` from the development mailbox page. */
export async function readCodeFromMailbox(context: BrowserContext, email: string): Promise<string> {
  const page = await context.newPage();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      await page.goto("/dev/mailbox");
      const mail = page.locator(`article.mail[data-to="${email}"]`).first();
      if (await mail.count()) {
        const subject = await mail.locator("header").innerText();
        const code = subject.match(/(\d{6})/)?.[1];
        if (code) return code;
      }
      await page.waitForTimeout(250);
    }
    throw new Error(`no sign-in code for ${email} in the mailbox`);
  } finally {
    await page.close();
  }
}

/** On the sign-in page: the email, Send code, the code from the development mailbox, then Sign in. */
export async function submitEmailCode(page: Page, email: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").waitFor();
  await page.getByLabel("Verification code").fill(await readCodeFromMailbox(page.context(), email));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Where a sign-in starts (the sign-in page, perhaps with a redirect_url) and the path it lands on. */
export type SignInRoute = { from?: string; landsOn?: string };

/** Signs `email` in on `page` through the sign-in page with the code from the development mailbox. */
export async function signInOnPage(
  page: Page,
  baseUrl: string,
  email: string,
  { from = "/sign-in", landsOn = "/" }: SignInRoute = {},
) {
  await page.goto(from);
  await submitEmailCode(page, email);
  await page.waitForURL(`${baseUrl}${landsOn}`);
}

/** Signs `email` in on a new page of `context` (see signInOnPage). */
export async function signInByEmail(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  route?: SignInRoute,
): Promise<Page> {
  const page = await context.newPage();
  await signInOnPage(page, baseUrl, email, route);
  return page;
}

/** The winners export's download: its dialog's Download (or Export) button, clicked. */
export async function downloadExport(page: Page, dialog: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog
      .getByRole("button", { name: /Download|Export/ })
      .last()
      .click(),
  ]);
  return download;
}

/** axe finds nothing serious or critical on the page once it has settled (its loading placeholders gone). */
export async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.querySelectorAll(".animate-pulse").length === 0, null, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
