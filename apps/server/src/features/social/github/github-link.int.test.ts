import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type TestApp } from "../../../test/harness";
import { oauthState, socialAccount } from "../../../db/schema/index";
import { LINK_EXPIRED_MESSAGE } from "../link-state";
import { GITHUB_CANCELLED } from "./finish-github-link";
import {
  claimed,
  control,
  expectCancelSpendsState,
  expectLinkClaimed,
  expectUnreachableDuringExchange,
  expectVisitorsRefused,
  linkByOAuth,
  oauthLinkRoutes,
  signInAtFake,
  userIdOf,
  withFakesApp,
} from "../../../test/social-kit";

let fakes: RunningFakes;
let t: TestApp;
withFakesApp((f, app) => {
  fakes = f;
  t = app;
});

let n = 0;
const newGitHubUser = () =>
  control<{ id: number; login: string }>(fakes, "github", "users", { login: `octo-player-${++n}`, name: `Octo ${n}` });

describe("GitHub linking", () => {
  it("refuses visitors", async () => {
    await expectVisitorsRefused(t, oauthLinkRoutes("github"));
  });

  it("starts a PKCE round trip to GitHub's authorize page with its scopes and our callback page", async () => {
    const c = await signInWithEmail(t, "github-start@example.com");
    const res = await c.get("/api/v1/github/authenticate/?redirect_uri=/missions/abc?tab=2");
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.url}/github/login/oauth/authorize`);
    expect(url.searchParams.get("client_id")).toBe("sandbox-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/connect/github/callback");
    expect(url.searchParams.get("scope")).toBe("read:user");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const [row] = await t.database.db
      .select()
      .from(oauthState)
      .where(eq(oauthState.state, url.searchParams.get("state")!));
    expect(row).toMatchObject({ provider: "github", redirectUri: "/missions/abc?tab=2" });
  });

  it("links the account that authorized under its numeric id, keeps its token sealed, refuses a replay", async () => {
    const player = await newGitHubUser();
    const c = await signInWithEmail(t, "github-ada@example.com");
    const started = await c.get("/api/v1/github/authenticate/?redirect_uri=/missions/x");
    const back = await signInAtFake(started.json().data.authorization_url, { account: String(player.id) });
    expect(`${back.origin}${back.pathname}`).toBe("http://localhost:3000/connect/github/callback");
    const res = await c.post(`/api/v1/github/authenticate/?${back.searchParams}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ username: player.login, redirect_uri: "/missions/x" });

    expect((await c.get("/api/v1/users/accounts")).json().data).toEqual([
      expect.objectContaining({
        provider: "github",
        provider_user_id: String(player.id),
        username: player.login,
        display_name: `Octo ${n}`,
        is_sandbox: false,
      }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(socialAccount)
      .where(eq(socialAccount.userId, await userIdOf(c)));
    expect(row!.accessTokenEnc).toMatch(/^v1\./);
    expect(row!.accessTokenEnc).not.toContain("gho_");
    // GitHub's tokens neither expire nor come with a refresh token.
    expect(row!.tokenExpiresAt).toBeNull();
    expect(row!.refreshTokenEnc).toBeNull();

    const replay = await c.post(`/api/v1/github/authenticate/?${back.searchParams}`, {});
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(LINK_EXPIRED_MESSAGE);
  });

  it("says so when the user cancels on GitHub, and spends the state", async () => {
    const c = await signInWithEmail(t, "github-cancel@example.com");
    await expectCancelSpendsState(t, c, "github", GITHUB_CANCELLED);
  });

  it("refuses a GitHub account already linked to another user", async () => {
    const player = await newGitHubUser();
    await expectLinkClaimed(
      t,
      ["github-first@example.com", "github-second@example.com"],
      (c) => linkByOAuth(c, "github", player.id),
      claimed("github"),
    );
  });

  it("answers 502 with a clear message when GitHub cannot be reached during the exchange", async () => {
    const player = await newGitHubUser();
    const c = await signInWithEmail(t, "github-down@example.com");
    await expectUnreachableDuringExchange(fakes, c, "github", String(player.id));
  });

  it("checks the token, sees a revoked one, and disconnects", async () => {
    const player = await newGitHubUser();
    const c = await signInWithEmail(t, "github-check@example.com");
    expect((await c.post("/api/v1/github/refresh/", {})).json().data).toEqual({ access_token_valid: false });
    expect((await linkByOAuth(c, "github", player.id)).statusCode).toBe(200);
    expect((await c.post("/api/v1/github/refresh/", {})).json().data).toEqual({ access_token_valid: true });

    await control(fakes, "github", "tokens/revoke", { login: player.login });
    expect((await c.post("/api/v1/github/refresh/", {})).json().data).toEqual({ access_token_valid: false });

    const off = await c.post("/api/v1/github/disconnect/", {});
    expect(off.json().data).toEqual({ disconnected: true });
    expect((await c.get("/api/v1/users/accounts")).json().data).toEqual([]);
  });
});
