import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CALLBACK_ERRORS } from "@questhq/core";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type TestApp } from "../../../test/harness";
import { oauthState, socialAccount } from "../../../db/schema/index";
import { BAD_REDIRECT_MESSAGE, LINK_EXPIRED_MESSAGE } from "../link-state";
import { DISCORD_CANCELLED } from "./finish-discord-link";
import {
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
const newDiscordUser = () =>
  control<{ id: string; username: string }>(fakes, "discord", "users", {
    username: `player_${++n}`,
    global_name: `Player ${n}`,
  });

describe("Discord linking", () => {
  it("refuses visitors", async () => {
    await expectVisitorsRefused(t, oauthLinkRoutes("discord"));
  });

  it("starts a PKCE round trip to Discord's authorize page with the scopes and our callback page", async () => {
    const c = await signInWithEmail(t, "discord-start@example.com");
    const res = await c.get("/api/v1/discord/authenticate/?redirect_uri=http://localhost:3000/missions/abc?tab=2");
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.url}/discord/oauth2/authorize`);
    expect(url.searchParams.get("client_id")).toBe("sandbox-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/connect/discord/callback");
    expect(url.searchParams.get("scope")).toBe("identify guilds guilds.members.read");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const [row] = await t.database.db
      .select()
      .from(oauthState)
      .where(eq(oauthState.state, url.searchParams.get("state")!));
    expect(row).toMatchObject({ provider: "discord", redirectUri: "/missions/abc?tab=2" });
    expect(row!.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a redirect_uri on another site", async () => {
    const c = await signInWithEmail(t, "discord-redirect@example.com");
    for (const bad of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await c.get(`/api/v1/discord/authenticate/?redirect_uri=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatchObject({ code: "validation_failed", message: BAD_REDIRECT_MESSAGE });
    }
  });

  it("links the account that authorized, keeps its tokens sealed, and refuses a replayed callback", async () => {
    const player = await newDiscordUser();
    const c = await signInWithEmail(t, "discord-ada@example.com");
    const started = await c.get("/api/v1/discord/authenticate/?redirect_uri=/missions/x");
    const back = await signInAtFake(started.json().data.authorization_url, { account: player.id });
    expect(`${back.origin}${back.pathname}`).toBe("http://localhost:3000/connect/discord/callback");
    const res = await c.post(`/api/v1/discord/authenticate/?${back.searchParams}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ username: player.username, redirect_uri: "/missions/x" });

    const accounts = (await c.get("/api/v1/users/accounts")).json().data;
    expect(accounts).toEqual([
      expect.objectContaining({
        provider: "discord",
        provider_user_id: player.id,
        username: player.username,
        display_name: `Player ${n}`,
        is_sandbox: false,
      }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(socialAccount)
      .where(eq(socialAccount.userId, await userIdOf(c)));
    expect(row!.accessTokenEnc).toMatch(/^v1\./);
    expect(row!.accessTokenEnc).not.toContain("dsc_");
    expect(row!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const replay = await c.post(`/api/v1/discord/authenticate/?${back.searchParams}`, {});
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(LINK_EXPIRED_MESSAGE);
  });

  it("only the user who started the attempt can finish it", async () => {
    const player = await newDiscordUser();
    const starter = await signInWithEmail(t, "discord-starter@example.com");
    const other = await signInWithEmail(t, "discord-other@example.com");
    const started = await starter.get("/api/v1/discord/authenticate/");
    const back = await signInAtFake(started.json().data.authorization_url, { account: player.id });
    const res = await other.post(`/api/v1/discord/authenticate/?${back.searchParams}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(LINK_EXPIRED_MESSAGE);
    expect((await other.get("/api/v1/users/accounts")).json().data).toEqual([]);
  });

  it("answers the catalogue's messages for a missing code and a cancelled consent (and spends the state)", async () => {
    const c = await signInWithEmail(t, "discord-cancel@example.com");
    const noCode = await c.post("/api/v1/discord/authenticate/?state=abc", {});
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.message).toBe(CALLBACK_ERRORS.twitterNoCode);

    await expectCancelSpendsState(t, c, "discord", DISCORD_CANCELLED);
  });

  it("refuses a Discord account already linked to another user with oauth_identification_claimed", async () => {
    const player = await newDiscordUser();
    const first = await expectLinkClaimed(
      t,
      ["discord-first@example.com", "discord-second@example.com"],
      (c) => linkByOAuth(c, "discord", player.id),
      { code: "oauth_identification_claimed", message: CALLBACK_ERRORS.discordClaimed },
    );
    // Linking it again as its owner is harmless.
    expect((await linkByOAuth(first, "discord", player.id)).statusCode).toBe(200);
  });

  it("answers 502 with a clear message when Discord cannot be reached during the exchange", async () => {
    const player = await newDiscordUser();
    const c = await signInWithEmail(t, "discord-down@example.com");
    await expectUnreachableDuringExchange(fakes, c, "discord", player.id);
  });

  it("checks the token (refreshing an expired one) and disconnects", async () => {
    const player = await newDiscordUser();
    const c = await signInWithEmail(t, "discord-refresh@example.com");
    expect((await c.post("/api/v1/discord/refresh/", {})).json().data).toEqual({ access_token_valid: false });
    expect((await linkByOAuth(c, "discord", player.id)).statusCode).toBe(200);
    expect((await c.post("/api/v1/discord/refresh/", {})).json().data).toEqual({ access_token_valid: true });

    // Our copy says expired and Discord agrees: the refresh token gets a new one.
    const userId = await userIdOf(c);
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.userId, userId));
    await control(fakes, "discord", "tokens/expire", { user_id: player.id });
    const sealedBefore = (await t.database.db.select().from(socialAccount).where(eq(socialAccount.userId, userId)))[0]!
      .accessTokenEnc;
    expect((await c.post("/api/v1/discord/refresh/", {})).json().data).toEqual({ access_token_valid: true });
    const [refreshed] = await t.database.db.select().from(socialAccount).where(eq(socialAccount.userId, userId));
    expect(refreshed!.accessTokenEnc).not.toBe(sealedBefore);
    expect(refreshed!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    // The user revoked the app at Discord.
    await control(fakes, "discord", "tokens/revoke", { user_id: player.id });
    expect((await c.post("/api/v1/discord/refresh/", {})).json().data).toEqual({ access_token_valid: false });

    const off = await c.post("/api/v1/discord/disconnect/", {});
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ disconnected: true });
    expect((await c.get("/api/v1/users/accounts")).json().data).toEqual([]);
  });
});
