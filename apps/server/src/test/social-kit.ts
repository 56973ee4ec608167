import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { SocialProvider, TemplateKey } from "@questhq/core";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { Client, createTestApp, signInWithEmail, type TestApp } from "./harness";
import { getLinkedAccount } from "../features/accounts/linked-accounts";
import { claimedMessage, providerUnreachableMessage } from "../features/social/link-state";
import { oauthState } from "../db/schema/index";
import type { VerifyContext } from "../objectives/types";
import { fakesEnv } from "../providers/registry";

// Test helpers for the linked-account providers but X against the local fakes: the env that
// points every adapter at them, a "browser" that submits the fakes' sign-in pages, the fakes'
// control API, each provider's link round trip, and a verifier context for one user.

/** Every provider pointed at the fakes, configured as a real provider would be (not in sandbox mode). */
export function socialEnv(fakes: RunningFakes): Record<string, string> {
  return fakesEnv(fakes.url);
}

/** Starts the fakes and an app pointed at them for the file's tests (and stops both after); `ready` may set up more. */
export function withFakesApp(
  ready: (fakes: RunningFakes, t: TestApp) => unknown,
  extraEnv: Record<string, string> = {},
): void {
  let fakes: RunningFakes | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    fakes = await startFakeProviders();
    t = await createTestApp({ ...socialEnv(fakes), ...extraEnv });
    await ready(fakes, t);
  });
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });
}

/** A visitor (no session) is refused with 401 unauthorized on each route (a POST sends `body`, else `{}`). */
export async function expectVisitorsRefused(
  t: TestApp,
  routes: [method: "GET" | "POST", url: string, body?: unknown][],
) {
  const visitor = new Client(t.app);
  for (const [method, url, body] of routes) {
    const res = await visitor.request(method, url, method === "GET" ? undefined : (body ?? {}));
    expect(res.statusCode, `${method} ${url}`).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  }
}

type Route = [method: "GET" | "POST", url: string, body?: unknown];

/** A provider linked by OAuth 2 with PKCE. */
/** The providers linked by the shared OAuth 2 kit (X has its own, Steam and Telegram are not OAuth). */
export type OAuthProvider = Exclude<SocialProvider, "twitter" | "steam" | "telegram">;

/** The routes of an OAuth link (Discord, Google…): start, finish with a code, token check, disconnect. */
export const oauthLinkRoutes = (provider: OAuthProvider): Route[] => [
  ["GET", `/api/v1/${provider}/authenticate/`],
  ["POST", `/api/v1/${provider}/authenticate/?code=x&state=y`],
  ["POST", `/api/v1/${provider}/refresh/`],
  ["POST", `/api/v1/${provider}/disconnect/`],
];

/**
 * A user (signed in as `emails[0]`) links an account with `link`; another (`emails[1]`) linking the same account is
 * refused with 409 and `error` (by default the claimed message). Answers the first user's client.
 */
export async function expectLinkClaimed(
  t: TestApp,
  emails: [string, string],
  link: (c: Client) => Promise<{ statusCode: number; json(): { error?: unknown } }>,
  error: { code: string; message: string },
): Promise<Client> {
  const first = await signInWithEmail(t, emails[0]);
  expect((await link(first)).statusCode).toBe(200);
  const second = await signInWithEmail(t, emails[1]);
  const res = await link(second);
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toEqual(error);
  return first;
}

/** The user cancels on `provider`'s consent page: finishing answers 400 with `message`, and the state is spent. */
export async function expectCancelSpendsState(t: TestApp, c: Client, provider: OAuthProvider, message: string) {
  const started = await c.get(`/api/v1/${provider}/authenticate/`);
  const back = await signInAtFake(started.json().data.authorization_url, "cancel");
  expect(back.searchParams.get("error")).toBe("access_denied");
  const res = await c.post(`/api/v1/${provider}/authenticate/?${back.searchParams}`, {});
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe(message);
  const [row] = await t.database.db
    .select()
    .from(oauthState)
    .where(eq(oauthState.state, back.searchParams.get("state")!));
  expect(row).toBeUndefined();
}

/** `provider` is down while the code of `account` is exchanged: finishing answers 502 with a clear message. */
export async function expectUnreachableDuringExchange(
  fakes: RunningFakes,
  c: Client,
  provider: OAuthProvider,
  account: string,
) {
  const started = await c.get(`/api/v1/${provider}/authenticate/`);
  const back = await signInAtFake(started.json().data.authorization_url, { account });
  await control(fakes, provider, "mode", { mode: "down", times: 1 });
  const res = await c.post(`/api/v1/${provider}/authenticate/?${back.searchParams}`, {});
  expect(res.statusCode).toBe(502);
  expect(res.json().error).toEqual({ code: "bad_gateway", message: providerUnreachableMessage(provider) });
}

/** The claimed-account error of `provider` (Discord's has its own, see claimedError). */
export const claimed = (provider: Parameters<typeof claimedMessage>[0]) => ({
  code: "conflict",
  message: claimedMessage(provider),
});

/** The text of an attribute value as a browser reads it. */
export const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * Opens a fake's sign-in page like a browser, submits the form of one account (or Cancel) and
 * returns where the provider sends the browser next.
 */
export async function signInAtFake(pageUrl: string, choice: { account: string } | "cancel"): Promise<URL> {
  const html = await openPage(pageUrl);
  const forms = [
    ...html.matchAll(/<form method="post" action="([^"]+)" data-(account|decision)="([^"]+)">([\s\S]*?)<\/form>/g),
  ];
  const form = forms.find((f) =>
    choice === "cancel"
      ? f[2] === "decision" && f[3] === "deny"
      : f[2] === "account" && unescapeHtml(f[3]!) === choice.account,
  );
  if (!form) throw new Error(`no form for ${JSON.stringify(choice)} on ${pageUrl}`);
  const body = new URLSearchParams();
  for (const m of form[4]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    body.set(unescapeHtml(m[1]!), unescapeHtml(m[2]!));
  return submitForm(unescapeHtml(form[1]!), body);
}

/** Loads a fake's page like a browser (it must answer 200) and returns its HTML. */
export async function openPage(url: string): Promise<string> {
  const page = await fetch(url);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  return html;
}

/** Posts a page's form like a browser and returns where the fake redirects it (it must redirect). */
export async function submitForm(action: string | URL, body: URLSearchParams): Promise<URL> {
  const res = await fetch(action, { method: "POST", body, redirect: "manual" });
  expect(res.status, await res.text()).toBe(302);
  return new URL(res.headers.get("location")!);
}

/** The fakes this kit drives (X's has its own kit). */
export type FakeProvider = Exclude<SocialProvider, "twitter">;

export async function control<T = Record<string, unknown>>(
  fakes: RunningFakes,
  provider: FakeProvider,
  path: string,
  body: unknown = {},
  method: "POST" | "PUT" | "PATCH" | "DELETE" = "POST",
): Promise<T> {
  const res = await fetch(`${fakes.url}/${provider}/__control/${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`control ${provider}/${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Links the account `account` of an OAuth provider's fake (its sign-in forms are keyed by the account's id). */
export async function linkByOAuth(c: Client, provider: OAuthProvider, account: string | number) {
  const started = await c.get(`/api/v1/${provider}/authenticate/?redirect_uri=/missions/x`);
  expect(started.statusCode, started.body).toBe(200);
  const back = await signInAtFake(started.json().data.authorization_url, { account: String(account) });
  return c.post(`/api/v1/${provider}/authenticate/?${back.searchParams}`, {});
}

/** Steam's answer as the web app forwards it: only the openid.* parameters. */
export function openIdParams(back: URL): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of back.searchParams) if (k.startsWith("openid.")) params.append(k, v);
  return params;
}

export async function linkSteam(c: Client, steamId: string) {
  const started = await c.get("/api/v1/steam/authenticate/?redirect_uri=/missions/x");
  expect(started.statusCode, started.body).toBe(200);
  const back = await signInAtFake(started.json().data.auth_url, { account: steamId });
  return c.get(`/api/v1/steam/callback?${openIdParams(back)}`);
}

/** Telegram's fields as the web app posts them (id and auth_date as numbers), plus our state. */
export function telegramBody(back: URL): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [k, v] of back.searchParams) body[k] = k === "id" || k === "auth_date" ? Number(v) : v;
  return body;
}

export async function linkTelegram(c: Client, telegramUserId: number) {
  const started = await c.get("/api/v1/telegram/authenticate/?redirect_uri=/missions/x");
  expect(started.statusCode, started.body).toBe(200);
  const back = await signInAtFake(started.json().data.auth_url, { account: String(telegramUserId) });
  return c.post("/api/v1/telegram/callback", telegramBody(back));
}

export async function userIdOf(c: Client): Promise<string> {
  const me = await c.get("/api/v1/users/me");
  expect(me.statusCode, me.body).toBe(200);
  return me.json().data.id as string;
}

/**
 * The context the participation engine hands a verifier, for one user of a test app; the mission started a minute
 * ago unless `opts.startsAt` says otherwise (null: no start).
 */
export function verifyContext(
  t: TestApp,
  userId: string,
  template: TemplateKey,
  values: Record<string, unknown>,
  opts: { startsAt?: Date | null } = {},
): VerifyContext {
  const db = t.database.db;
  return {
    db,
    env: t.env,
    budgets: t.app.providerBudgets,
    userId,
    mission: {
      id: randomUUID(),
      startsAt: opts.startsAt === undefined ? new Date(Date.now() - 60_000) : opts.startsAt,
      endsAt: null,
      chainId: 8453,
      organizationId: randomUUID(),
    },
    objective: { id: randomUUID(), template, values },
    input: { objective_id: randomUUID(), action: "verify" },
    visitStartedAt: null,
    linked: (provider) => getLinkedAccount(db, t.env, userId, provider),
    wallets: async () => [],
    now: new Date(),
  };
}
