import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_INFO,
  EMAIL_MESSAGES,
  type EmailCategory,
  emailPreferencesAnswer,
  unsubscribeAnswer,
  updateEmailPreferencesBody,
} from "@questhq/core";
import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailPreferencesQuery, unsubscribeLinkQuery } from "./email-preferences-queries";
import { setEmailCategoryOptions } from "./use-email-preferences";
import { unsubscribeOptions } from "./use-unsubscribe";

// The email settings and the unsubscribe page against a fake of the API's wire format (GET/PATCH
// /api/v1/notifications/email-preferences, GET/POST /api/v1/notifications/unsubscribe), standing in for the network:
// requests are checked with core's request schema and answers with its answer schemas, as the server does.

const VALID_TOKEN = "dXNlci0xOndpbm5lcg.c2lnbmVk";

type Call = { method: string; path: string; body: unknown };

function fakeEmailApi({ email = "ada@example.com" as string | null } = {}) {
  const enabled = Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, EMAIL_CATEGORY_INFO[c].byDefault])) as Record<
    EmailCategory,
    boolean
  >;
  const calls: Call[] = [];
  const pendingPatches: (() => void)[] = [];
  let patchesToFail = 0;
  let isHoldingPatches = false;
  const json = (status: number, body: unknown) => Response.json(body, { status });
  const preferences = () =>
    emailPreferencesAnswer.parse({
      data: {
        email,
        categories: EMAIL_CATEGORIES.map((category) => ({
          category,
          label: EMAIL_CATEGORY_INFO[category].label,
          description: EMAIL_CATEGORY_INFO[category].description,
          enabled: enabled[category],
        })),
      },
    });
  const link = () =>
    unsubscribeAnswer.parse({
      data: { category: "winner", label: "You won", enabled: enabled.winner, email_hint: "a***@example.com" },
    });

  async function fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input), "http://app.test");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    if (url.pathname === "/api/v1/notifications/email-preferences") {
      if (method === "GET") return json(200, preferences());
      if (method === "PATCH") {
        if (isHoldingPatches) await new Promise<void>((resolve) => pendingPatches.push(resolve));
        if (patchesToFail > 0) {
          patchesToFail -= 1;
          return json(503, { error: { code: "unavailable", message: "The server is busy. Try again." } });
        }
        const parsed = updateEmailPreferencesBody.safeParse(body);
        if (!parsed.success) return json(400, { error: { code: "validation_error", message: "Not valid." } });
        Object.assign(enabled, parsed.data.categories);
        return json(200, preferences());
      }
    }
    if (url.pathname === "/api/v1/notifications/unsubscribe" && (method === "GET" || method === "POST")) {
      if (url.searchParams.get("token") !== VALID_TOKEN) {
        return json(400, {
          error: {
            code: "bad_request",
            message: EMAIL_MESSAGES.invalidUnsubscribeLink,
            fields: { token: ["Not valid."] },
          },
        });
      }
      if (method === "POST") enabled.winner = false;
      return json(200, link());
    }
    return json(404, { error: { code: "not_found", message: "Not found." } });
  }

  return {
    fetch,
    calls,
    enabled,
    failNextPatch: () => {
      patchesToFail += 1;
    },
    /** PATCHes wait until released, one per call, in the order they came. */
    holdPatches: () => {
      isHoldingPatches = true;
    },
    releaseOnePatch: () => pendingPatches.shift()?.(),
    waitingPatches: () => pendingPatches.length,
  };
}

function setUp(options?: { email?: string | null }) {
  const api = fakeEmailApi(options);
  vi.stubGlobal("fetch", api.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { api, queryClient };
}

function enabledOf(queryClient: QueryClient, category: EmailCategory): boolean | undefined {
  return queryClient.getQueryData(emailPreferencesQuery.queryKey)?.categories.find((c) => c.category === category)
    ?.enabled;
}

/** Waits for the microtasks and timers of the fake's answers to run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("email settings: one switch, one category saved", () => {
  it("loads the categories and the address, then sends a PATCH naming only the category switched", async () => {
    const { api, queryClient } = setUp();
    const view = await queryClient.fetchQuery(emailPreferencesQuery);
    expect(view.email).toBe("ada@example.com");
    expect(view.categories.map((c) => c.category)).toEqual([...EMAIL_CATEGORIES]);

    api.holdPatches();
    const toggle = new MutationObserver(queryClient, setEmailCategoryOptions(queryClient));
    const saved = toggle.mutate({ category: "digest", isEnabled: true });
    await settle();
    // Shown at once, before the server answers.
    expect(api.waitingPatches()).toBe(1);
    expect(enabledOf(queryClient, "digest")).toBe(true);
    api.releaseOnePatch();
    await saved;

    const patches = api.calls.filter((c) => c.method === "PATCH");
    expect(patches).toEqual([
      { method: "PATCH", path: "/api/v1/notifications/email-preferences", body: { categories: { digest: true } } },
    ]);
    expect(api.enabled).toMatchObject({ digest: true, winner: true, claim_open: true });
    expect(enabledOf(queryClient, "digest")).toBe(true);
  });

  it("puts the switch back when the save fails, and reads the list again", async () => {
    const { api, queryClient } = setUp();
    // Settings on screen: the list's query has an observer, so it is read again after a failed save.
    const stopObserving = new QueryObserver(queryClient, emailPreferencesQuery).subscribe(() => {});
    await settle();
    api.failNextPatch();
    api.holdPatches();

    const toggle = new MutationObserver(queryClient, setEmailCategoryOptions(queryClient));
    const saved = toggle.mutate({ category: "winner", isEnabled: false });
    const outcome = saved.then(
      () => null,
      (error: unknown) => error,
    );
    await settle();
    expect(enabledOf(queryClient, "winner")).toBe(false);
    api.releaseOnePatch();
    expect(await outcome).toMatchObject({ status: 503, message: "The server is busy. Try again." });

    expect(enabledOf(queryClient, "winner")).toBe(true);
    expect(api.enabled.winner).toBe(true);
    await settle();
    // The list is read again from the server, which still has the category on.
    expect(api.calls.map((c) => c.method)).toEqual(["GET", "PATCH", "GET"]);
    expect(enabledOf(queryClient, "winner")).toBe(true);
    stopObserving();
  });

  it("saves quick flips one after another, in the order they were made, keeping every flip on screen", async () => {
    const { api, queryClient } = setUp();
    await queryClient.fetchQuery(emailPreferencesQuery);
    api.holdPatches();
    const options = setEmailCategoryOptions(queryClient);

    const first = new MutationObserver(queryClient, options).mutate({ category: "winner", isEnabled: false });
    const second = new MutationObserver(queryClient, options).mutate({ category: "claim_open", isEnabled: false });
    await settle();
    expect(api.waitingPatches()).toBe(1);
    expect(enabledOf(queryClient, "winner")).toBe(false);
    expect(enabledOf(queryClient, "claim_open")).toBe(false);

    api.releaseOnePatch();
    await first;
    // The first answer does not know the second flip yet; the switch keeps showing it.
    expect(enabledOf(queryClient, "claim_open")).toBe(false);
    await settle();
    api.releaseOnePatch();
    await second;

    const bodies = api.calls.filter((c) => c.method === "PATCH").map((c) => c.body);
    expect(bodies).toEqual([{ categories: { winner: false } }, { categories: { claim_open: false } }]);
    expect(enabledOf(queryClient, "winner")).toBe(false);
    expect(enabledOf(queryClient, "claim_open")).toBe(false);
  });
});

describe("unsubscribe link", () => {
  it("opening the page only reads what the link stops; the button's POST stops it", async () => {
    const { api, queryClient } = setUp();
    const link = await queryClient.fetchQuery(unsubscribeLinkQuery(VALID_TOKEN));
    expect(link).toEqual({ category: "winner", label: "You won", enabled: true, email_hint: "a***@example.com" });
    expect(api.calls.map((c) => c.method)).toEqual(["GET"]);
    expect(api.calls[0]?.path).toBe(`/api/v1/notifications/unsubscribe?token=${encodeURIComponent(VALID_TOKEN)}`);
    expect(api.enabled.winner).toBe(true);

    await new MutationObserver(queryClient, unsubscribeOptions(queryClient, VALID_TOKEN)).mutate();
    expect(api.calls.map((c) => c.method)).toEqual(["GET", "POST"]);
    expect(api.enabled).toMatchObject({ winner: false, claim_open: true, saga_settled: true, payment_failed: true });
    // The page reads its state from the link's query: now the done state.
    expect(queryClient.getQueryData(unsubscribeLinkQuery(VALID_TOKEN).queryKey)?.enabled).toBe(false);
  });

  it("a token the server did not sign fails with the server's message", async () => {
    const { api, queryClient } = setUp();
    await expect(queryClient.fetchQuery(unsubscribeLinkQuery("forged.token"))).rejects.toMatchObject({
      status: 400,
      message: EMAIL_MESSAGES.invalidUnsubscribeLink,
    });
    expect(api.calls.map((c) => c.method)).toEqual(["GET"]);
  });
});
