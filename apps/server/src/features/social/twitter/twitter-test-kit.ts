import { expect } from "vitest";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type Client, type TestApp } from "../../../test/harness";
import { openPage, submitForm, unescapeHtml } from "../../../test/social-kit";
import { fakesEnv } from "../../../providers/registry";

// Test helpers for Twitter linking against the fake X: the env that points the adapter at it,
// a "browser" that submits the fake's consent form, and the fake's control API.

export function twitterEnv(fakes: RunningFakes): Record<string, string> {
  return fakesEnv(fakes.url);
}

export type Consent = { accountId?: string; username?: string; cancel?: boolean };

/** Loads the consent page like a browser, submits its form, and returns where X redirects to. */
export async function authorizeAtFake(authorizationUrl: string, consent: Consent): Promise<URL> {
  const html = await openPage(authorizationUrl);
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
  if (!action) throw new Error("consent page has no form");
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(unescapeHtml(m[1]!), unescapeHtml(m[2]!));
  if (consent.accountId) form.set("account", consent.accountId);
  if (consent.username) form.set("new_username", consent.username);
  form.set("decision", consent.cancel ? "cancel" : "authorize");
  return submitForm(new URL(unescapeHtml(action), authorizationUrl), form);
}

export type StartQuery = {
  redirect_uri?: string;
  is_organization?: boolean;
  use_existing_account?: boolean;
  organization_id?: string;
};

export function startUrl(q: StartQuery = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, String(v));
  return `/api/v1/twitter/authenticate/?${params}`;
}

/** The whole round trip: start, consent at the fake, callback. Returns the callback's response. */
export async function linkTwitter(client: Client, consent: Consent, q: StartQuery = {}) {
  const started = await client.get(startUrl(q));
  expect(started.statusCode, started.body).toBe(200);
  const back = await authorizeAtFake(started.json().data.authorization_url, consent);
  return client.post(`/api/v1/twitter/authenticate/?${back.searchParams}`, {});
}

export async function control(
  fakes: RunningFakes,
  path: string,
  body: unknown = {},
  method: "POST" | "PATCH" = "POST",
) {
  const res = await fetch(`${fakes.url}/twitter/__control/${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: Record<string, unknown> } & Record<string, unknown>;
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

let counter = 0;

/** A signed-in user with a freshly created X account linked; returns its ids. */
export async function userWithTwitter(t: TestApp, prefix = "tw") {
  const n = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`.slice(0, 15);
  const client = await signInWithEmail(t, `${n}@example.com`);
  const linked = await linkTwitter(client, { username: n });
  expect(linked.statusCode, linked.body).toBe(200);
  const me = await client.get("/api/v1/users/me");
  const accounts = await client.get("/api/v1/users/accounts");
  const twitter = (accounts.json().data as { provider: string; provider_user_id: string }[]).find(
    (a) => a.provider === "twitter",
  )!;
  return { client, userId: me.json().data.id as string, twitterId: twitter.provider_user_id, username: n };
}
