import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CALLBACK_ERRORS } from "@questhq/core";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { SANDBOX_ADA_ID, SANDBOX_BEN_ID } from "@questhq/fakes/twitter/state";
import { type Client, createTestApp, signInWithEmail, type TestApp } from "../../../test/harness";
import { expectVisitorsRefused } from "../../../test/social-kit";
import { oauthState, socialAccount } from "../../../db/schema/index";
import { tokenSealer } from "../../../lib/token-crypto";
import { LINK_MESSAGES } from "./link-rules";
import { authorizeAtFake, control, linkTwitter, startUrl, twitterEnv } from "./twitter-test-kit";

let fakes: RunningFakes;
let t: TestApp;

beforeAll(async () => {
  fakes = await startFakeProviders();
  t = await createTestApp(twitterEnv(fakes));
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

async function twitterRow(userId: string) {
  const rows = await t.database.db.select().from(socialAccount).where(eq(socialAccount.userId, userId));
  return rows.find((r) => r.provider === "twitter" && r.unlinkedAt === null);
}

const userIdOf = async (c: Client) => (await c.get("/api/v1/users/me")).json().data.id as string;
const meAtX = (token: string) =>
  fetch(`${fakes.url}/twitter/2/users/me`, { headers: { authorization: `Bearer ${token}` } });

describe("Twitter linking (user)", () => {
  it("refuses visitors", async () => {
    await expectVisitorsRefused(t, [
      ["GET", startUrl()],
      ["POST", "/api/v1/twitter/authenticate/?code=x&state=y"],
      ["POST", "/api/v1/twitter/refresh/"],
      ["POST", "/api/v1/twitter/disconnect/"],
    ]);
  });

  it("starts a PKCE round trip to X's consent page with our callback page", async () => {
    const c = await signInWithEmail(t, "start@example.com");
    const res = await c.get(startUrl({ redirect_uri: "/missions/x" }));
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.url}/twitter/i/oauth2/authorize`);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/connect/twitter/callback");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["follows.read", "offline.access"]),
    );
    const [row] = await t.database.db
      .select()
      .from(oauthState)
      .where(eq(oauthState.state, url.searchParams.get("state")!));
    expect(row?.redirectUri).toBe("/missions/x");
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it("refuses a redirect_uri on another site", async () => {
    const c = await signInWithEmail(t, "redirect@example.com");
    for (const bad of ["https://evil.example/x", "//evil.example/x"]) {
      const res = await c.get(startUrl({ redirect_uri: bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(LINK_MESSAGES.redirectNotSameSite);
    }
  });

  it("links the account that consented, keeps its tokens sealed, and refuses a replayed callback", async () => {
    const c = await signInWithEmail(t, "ada@example.com");
    const started = await c.get(startUrl({ redirect_uri: "/missions/x" }));
    const back = await authorizeAtFake(started.json().data.authorization_url, { accountId: SANDBOX_ADA_ID });
    expect(back.origin + back.pathname).toBe("http://localhost:3000/connect/twitter/callback");
    const res = await c.post(`/api/v1/twitter/authenticate/?${back.searchParams}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ username: "sandbox_ada", redirect_uri: "/missions/x", is_organization: false });

    const accounts = (await c.get("/api/v1/users/accounts")).json().data;
    expect(accounts).toEqual([
      expect.objectContaining({
        provider: "twitter",
        provider_user_id: SANDBOX_ADA_ID,
        username: "sandbox_ada",
        is_sandbox: false,
      }),
    ]);

    const row = (await twitterRow(await userIdOf(c)))!;
    const token = tokenSealer(t.env).open(row.accessTokenEnc!);
    expect(row.accessTokenEnc).toMatch(/^v1\./);
    expect(row.accessTokenEnc).not.toContain(token);
    expect(row.refreshTokenEnc).toMatch(/^v1\./);
    expect((await meAtX(token)).status).toBe(200);

    const replay = await c.post(`/api/v1/twitter/authenticate/?${back.searchParams}`, {});
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(LINK_MESSAGES.stateInvalid);
  });

  it("refuses an account already linked to another user with the catalogue's message", async () => {
    const other = await signInWithEmail(t, "ada-again@example.com");
    const res = await linkTwitter(other, { accountId: SANDBOX_ADA_ID });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "bad_request", message: CALLBACK_ERRORS.twitterAlreadyLinked });
    expect((await other.get("/api/v1/users/accounts")).json().data).toEqual([]);
  });

  it("answers a code-less callback with the catalogue's message, and spends a cancelled consent's state", async () => {
    const c = await signInWithEmail(t, "cancel@example.com");
    const started = await c.get(startUrl());
    const back = await authorizeAtFake(started.json().data.authorization_url, { cancel: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    const res = await c.post(`/api/v1/twitter/authenticate/?${back.searchParams}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(CALLBACK_ERRORS.twitterNoCode);
    const again = await c.post(`/api/v1/twitter/authenticate/?code=abc&state=${back.searchParams.get("state")}`, {});
    expect(again.json().error.message).toBe(LINK_MESSAGES.stateInvalid);
  });

  it("refuses an expired state, and another user's state", async () => {
    const c = await signInWithEmail(t, "late@example.com");
    const stranger = await signInWithEmail(t, "stranger@example.com");
    const started = await c.get(startUrl());
    const back = await authorizeAtFake(started.json().data.authorization_url, { accountId: SANDBOX_BEN_ID });
    const stolen = await stranger.post(`/api/v1/twitter/authenticate/?${back.searchParams}`, {});
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe(LINK_MESSAGES.stateInvalid);

    await t.database.db
      .update(oauthState)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthState.state, back.searchParams.get("state")!));
    const late = await c.post(`/api/v1/twitter/authenticate/?${back.searchParams}`, {});
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(LINK_MESSAGES.stateExpired);
    expect(await twitterRow(await userIdOf(c))).toBeUndefined();
  });

  it("reports token validity, refreshes an expired token by itself, and disconnects", async () => {
    const c = await signInWithEmail(t, "carla@example.com");
    const linked = await linkTwitter(c, { username: "sandbox_carla" });
    expect(linked.statusCode, linked.body).toBe(200);
    const userId = await userIdOf(c);
    const valid = () => c.post("/api/v1/twitter/refresh/", {}).then((r) => r.json().data.access_token_valid as boolean);
    expect(await valid()).toBe(true);

    // Two hours later: X refuses the access token and our copy says it has expired.
    await control(fakes, "expire-tokens", { username: "sandbox_carla" });
    const before = (await twitterRow(userId))!;
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.id, before.id));
    expect(await valid()).toBe(true);
    const after = (await twitterRow(userId))!;
    expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(after.accessTokenEnc).not.toBe(before.accessTokenEnc);

    // X no longer accepts the token and it has not expired on our side: invalid.
    await control(fakes, "expire-tokens", { username: "sandbox_carla" });
    expect(await valid()).toBe(false);

    const token = tokenSealer(t.env).open((await twitterRow(userId))!.refreshTokenEnc!);
    const res = await c.post("/api/v1/twitter/disconnect/", {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ disconnected: true });
    expect((await c.get("/api/v1/users/accounts")).json().data).toEqual([]);
    expect(await valid()).toBe(false);
    // The refresh token was handed back to X.
    const refresh = await fetch(`${fakes.url}/twitter/2/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: token }),
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toEqual({
      error: "invalid_request",
      error_description: "Value passed for the token was invalid.",
    });
    expect((await c.post("/api/v1/twitter/disconnect/", {})).statusCode).toBe(200);
  });

  it("counts a provider outage as an invalid token rather than failing", async () => {
    const c = await signInWithEmail(t, "outage@example.com");
    expect((await linkTwitter(c, { username: "sandbox_outage" })).statusCode).toBe(200);
    await control(fakes, "mode", { mode: "down", times: 1 });
    const res = await c.post("/api/v1/twitter/refresh/", {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ access_token_valid: false });
    expect((await c.post("/api/v1/twitter/refresh/", {})).json().data).toEqual({ access_token_valid: true });
  });
});
