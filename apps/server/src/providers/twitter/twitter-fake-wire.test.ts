import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { SANDBOX_ADA_ID } from "@questhq/fakes/twitter/state";
import { authorizeAtFake, control } from "../../features/social/twitter/twitter-test-kit";

// The fake X must answer like X does, or the adapter's tests prove nothing: status codes, error
// bodies and headers of the documented failure cases.

let fakes: RunningFakes;
let x: string;
const basic = `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`;
const verifier = "a-verifier-of-at-least-forty-three-characters-long-xyz";
const redirectUri = "http://localhost:3000/connect/twitter/callback";

function authorizeUrl(overrides: Record<string, string> = {}) {
  const q = new URLSearchParams({
    response_type: "code",
    client_id: "sandbox-client",
    redirect_uri: redirectUri,
    scope: "tweet.read users.read follows.read offline.access",
    state: "s1",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...overrides,
  });
  return `${x}/i/oauth2/authorize?${q}`;
}

const token = (body: Record<string, string>, auth: string | null = basic) =>
  fetch(`${x}/2/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(auth ? { authorization: auth } : {}) },
    body: new URLSearchParams(body),
  });

async function code() {
  const back = await authorizeAtFake(authorizeUrl(), { accountId: SANDBOX_ADA_ID });
  return back.searchParams.get("code")!;
}

beforeAll(async () => {
  fakes = await startFakeProviders();
  x = `${fakes.url}/twitter`;
});
afterAll(async () => {
  await fakes?.close();
});

describe("fake X: OAuth 2", () => {
  it("serves an accessible consent page and refuses unknown apps", async () => {
    const page = await (await fetch(authorizeUrl())).text();
    expect(page).toContain("<title>Sandbox X</title>");
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<legend>Sign in as<\/legend>/);
    expect(page).toContain('<label for="new_username">');
    expect(page).toContain("@sandbox_ada");
    expect((await fetch(authorizeUrl({ client_id: "someone-else" }))).status).toBe(400);
  });

  it("issues bearer tokens for a code with the right verifier, once", async () => {
    const c = await code();
    const wrong = await token({
      grant_type: "authorization_code",
      code: c,
      redirect_uri: redirectUri,
      code_verifier: "not-the-verifier",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "invalid_request" });

    const c2 = await code();
    const res = await token({
      grant_type: "authorization_code",
      code: c2,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      token_type: "bearer",
      expires_in: 7200,
      access_token: expect.any(String),
      scope: expect.stringContaining("offline.access"),
      refresh_token: expect.any(String),
    });
    const replay = await token({
      grant_type: "authorization_code",
      code: c2,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(await replay.json()).toEqual({
      error: "invalid_request",
      error_description: "Value passed for the authorization code was invalid.",
    });

    const refreshed = await token({ grant_type: "refresh_token", refresh_token: body.refresh_token });
    expect(refreshed.status).toBe(200);
    const rotated = await token({ grant_type: "refresh_token", refresh_token: body.refresh_token });
    expect(rotated.status).toBe(400);
  });

  it("refuses a wrong client secret", async () => {
    const res = await token(
      { grant_type: "refresh_token", refresh_token: "x" },
      `Basic ${Buffer.from("sandbox-client:nope").toString("base64")}`,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "unauthorized_client" });
  });
});

describe("fake X: API v2", () => {
  it("answers an unknown token with X's documented 401 error", async () => {
    const res = await fetch(`${x}/2/users/me`, { headers: { authorization: "Bearer nope" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 89, message: "Invalid or expired token." });
  });

  it("answers a rate limit with X's 429 error and headers", async () => {
    await control(fakes, "mode", { mode: "rate_limited", times: 1 });
    const res = await fetch(`${x}/2/users/me`, { headers: { authorization: "Bearer nope" } });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 88, message: "Rate limit exceeded" });
    expect(res.headers.get("x-rate-limit-limit")).toMatch(/^\d+$/);
    expect(res.headers.get("x-rate-limit-remaining")).toBe("0");
    expect(Number(res.headers.get("x-rate-limit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });

  it("pages with max_results and pagination_token, and checks them", async () => {
    const c = await code();
    const { access_token } = await (
      await token({ grant_type: "authorization_code", code: c, redirect_uri: redirectUri, code_verifier: verifier })
    ).json();
    for (let i = 0; i < 3; i++) {
      const u = (await control(fakes, "users", { username: `followed_${i}` })).data!;
      await control(fakes, "follow", { user_id: SANDBOX_ADA_ID, target_user_id: u.id });
    }
    const get = (q: string) =>
      fetch(`${x}/2/users/${SANDBOX_ADA_ID}/following?${q}`, { headers: { authorization: `Bearer ${access_token}` } });
    const first = await (await get("max_results=2")).json();
    expect(first.data.map((u: { username: string }) => u.username)).toEqual(["followed_2", "followed_1"]);
    expect(first.meta).toMatchObject({ result_count: 2, next_token: expect.any(String) });
    const second = await (await get(`max_results=2&pagination_token=${first.meta.next_token}`)).json();
    expect(second.data.map((u: { username: string }) => u.username)).toEqual(["followed_0"]);
    expect(second.meta.next_token).toBeUndefined();
    const bad = await get("max_results=0");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await bad.json()).toMatchObject({
      title: "Invalid Request",
      type: "https://api.x.com/2/problems/invalid-request",
    });
    const missing = await (
      await fetch(`${x}/2/users/by/username/no_such_user`, { headers: { authorization: `Bearer ${access_token}` } })
    ).json();
    expect(missing.errors[0]).toMatchObject({
      title: "Not Found Error",
      type: "https://api.x.com/2/problems/resource-not-found",
    });
  });
});
