import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CALLBACK_ERRORS } from "@questhq/core";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type TestApp } from "../../../test/harness";
import { socialAccount } from "../../../db/schema/index";
import { LINK_EXPIRED_MESSAGE, providerRefusedMessage } from "../link-state";
import {
  claimed,
  control,
  expectLinkClaimed,
  expectVisitorsRefused,
  linkByOAuth,
  oauthLinkRoutes,
  signInAtFake,
  userIdOf,
  withFakesApp,
} from "../../../test/social-kit";
import { GOOGLE_CANCELLED } from "./finish-google-link";

let fakes: RunningFakes;
let t: TestApp;
withFakesApp((f, app) => {
  fakes = f;
  t = app;
});

type FakeGoogleAccount = { sub: string; name: string; channelId: string };
let n = 0;
const newGoogleAccount = () => control<FakeGoogleAccount>(fakes, "google", "accounts", { name: `Viewer ${++n}` });

describe("Google (YouTube) linking", () => {
  it("refuses visitors", async () => {
    await expectVisitorsRefused(t, oauthLinkRoutes("google"));
  });

  it("asks for YouTube read access with PKCE and offline access", async () => {
    const c = await signInWithEmail(t, "g-start@example.com");
    const url = new URL((await c.get("/api/v1/google/authenticate/")).json().data.authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.url}/google/o/oauth2/v2/auth`);
    expect(url.searchParams.get("scope")).toBe("openid profile https://www.googleapis.com/auth/youtube.readonly");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/connect/google/callback");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("access_type")).toBe("offline");
  });

  it("links the Google account (id_token's id, labelled with the YouTube handle), keeps a refresh token", async () => {
    const viewer = await newGoogleAccount();
    const c = await signInWithEmail(t, "g-link@example.com");
    const res = await linkByOAuth(c, "google", viewer.sub);
    expect(res.statusCode, res.body).toBe(200);
    const handle = res.json().data.username as string;
    expect(handle).toMatch(/^@viewer\d+/);
    expect(res.json().data.redirect_uri).toBe("/missions/x");
    const accounts = (await c.get("/api/v1/users/accounts")).json().data;
    expect(accounts).toEqual([
      expect.objectContaining({
        provider: "google",
        provider_user_id: viewer.sub,
        username: handle,
        display_name: viewer.name,
        is_sandbox: false,
      }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(socialAccount)
      .where(eq(socialAccount.userId, await userIdOf(c)));
    expect(row!.refreshTokenEnc).toMatch(/^v1\./);
    expect(row!.scope).toContain("youtube.readonly");
  });

  it("answers clearly for a cancelled consent, a missing code, a replayed code and a refused code", async () => {
    const viewer = await newGoogleAccount();
    const c = await signInWithEmail(t, "g-errors@example.com");
    const started = await c.get("/api/v1/google/authenticate/");
    const cancelled = await signInAtFake(started.json().data.authorization_url, "cancel");
    expect((await c.post(`/api/v1/google/authenticate/?${cancelled.searchParams}`, {})).json().error.message).toBe(
      GOOGLE_CANCELLED,
    );
    expect((await c.post("/api/v1/google/authenticate/?state=x", {})).json().error.message).toBe(
      CALLBACK_ERRORS.twitterNoCode,
    );

    const again = await c.get("/api/v1/google/authenticate/");
    const back = await signInAtFake(again.json().data.authorization_url, { account: viewer.sub });
    expect((await c.post(`/api/v1/google/authenticate/?${back.searchParams}`, {})).statusCode).toBe(200);
    const replay = await c.post(`/api/v1/google/authenticate/?${back.searchParams}`, {});
    expect(replay.json().error.message).toBe(LINK_EXPIRED_MESSAGE);

    // A state of ours with a code Google never issued.
    const third = new URL((await c.get("/api/v1/google/authenticate/")).json().data.authorization_url);
    const refused = await c.post(
      `/api/v1/google/authenticate/?code=forged&state=${third.searchParams.get("state")}`,
      {},
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(providerRefusedMessage("google"));
  });

  it("refuses a Google account already linked to another user", async () => {
    const viewer = await newGoogleAccount();
    const emails: [string, string] = ["g-first@example.com", "g-second@example.com"];
    await expectLinkClaimed(t, emails, (c) => linkByOAuth(c, "google", viewer.sub), claimed("google"));
  });

  it("checks the token (refreshing an expired one with the kept refresh token) and disconnects", async () => {
    const viewer = await newGoogleAccount();
    const c = await signInWithEmail(t, "g-refresh@example.com");
    expect((await linkByOAuth(c, "google", viewer.sub)).statusCode).toBe(200);
    expect((await c.post("/api/v1/google/refresh/", {})).json().data).toEqual({ access_token_valid: true });

    const userId = await userIdOf(c);
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.userId, userId));
    await control(fakes, "google", "tokens/expire", { sub: viewer.sub });
    const [before] = await t.database.db.select().from(socialAccount).where(eq(socialAccount.userId, userId));
    expect((await c.post("/api/v1/google/refresh/", {})).json().data).toEqual({ access_token_valid: true });
    const [after] = await t.database.db.select().from(socialAccount).where(eq(socialAccount.userId, userId));
    expect(after!.accessTokenEnc).not.toBe(before!.accessTokenEnc);
    // Google answers a refresh without a new refresh token: the one we had is kept.
    expect(after!.refreshTokenEnc).toBe(before!.refreshTokenEnc);

    await control(fakes, "google", "tokens/revoke", { sub: viewer.sub });
    expect((await c.post("/api/v1/google/refresh/", {})).json().data).toEqual({ access_token_valid: false });
    expect((await c.post("/api/v1/google/disconnect/", {})).json().data).toEqual({ disconnected: true });
    expect((await c.get("/api/v1/users/accounts")).json().data).toEqual([]);
  });
});
