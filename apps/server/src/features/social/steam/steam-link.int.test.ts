import { describe, expect, it } from "vitest";
import { CALLBACK_ERRORS } from "@questhq/core";
import type { RunningFakes } from "@questhq/fakes";
import { type Client, signInWithEmail, type TestApp } from "../../../test/harness";
import { STEAM_CANCELLED, STEAM_NOT_CONFIRMED } from "../../../providers/steam/steam-openid";
import { LINK_EXPIRED_MESSAGE } from "../link-state";
import {
  claimed,
  expectLinkClaimed,
  expectVisitorsRefused,
  control,
  linkSteam,
  openIdParams,
  signInAtFake,
  withFakesApp,
} from "../../../test/social-kit";

let fakes: RunningFakes;
let t: TestApp;
withFakesApp((f, app) => {
  fakes = f;
  t = app;
});

let n = 0;
const newSteamAccount = () =>
  control<{ steamid: string; personaname: string }>(fakes, "steam", "accounts", { personaname: `Gamer ${++n}` });

/** Signs in at the fake Steam and returns the answer as the callback page receives it. */
async function assertionFor(c: Client, steamId: string) {
  const started = await c.get("/api/v1/steam/authenticate/?redirect_uri=/settings");
  expect(started.statusCode, started.body).toBe(200);
  return signInAtFake(started.json().data.auth_url, { account: steamId });
}

describe("Steam linking (OpenID 2.0)", () => {
  it("refuses visitors", async () => {
    await expectVisitorsRefused(t, [
      ["GET", "/api/v1/steam/authenticate/"],
      ["GET", "/api/v1/steam/callback?openid.claimed_id=x"],
      ["POST", "/api/v1/steam/refresh/"],
      ["POST", "/api/v1/steam/disconnect/"],
    ]);
  });

  it("sends the user to Steam's sign-in with our callback page (carrying the state) as return_to", async () => {
    const c = await signInWithEmail(t, "steam-start@example.com");
    const res = await c.get("/api/v1/steam/authenticate/");
    const url = new URL(res.json().data.auth_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.url}/steam/openid/login`);
    expect(url.searchParams.get("openid.mode")).toBe("checkid_setup");
    expect(url.searchParams.get("openid.realm")).toBe("http://localhost:3000/");
    expect(url.searchParams.get("openid.return_to")).toMatch(
      /^http:\/\/localhost:3000\/connect\/steam\/callback\?state=[\w-]+$/,
    );
  });

  it("links the Steam account once Steam confirms it; refresh gives its id; disconnect removes it", async () => {
    const gamer = await newSteamAccount();
    const c = await signInWithEmail(t, "steam-link@example.com");
    const back = await assertionFor(c, gamer.steamid);
    expect(back.searchParams.get("openid.claimed_id")).toBe(`https://steamcommunity.com/openid/id/${gamer.steamid}`);
    const res = await c.get(`/api/v1/steam/callback?${openIdParams(back)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      steam_id: gamer.steamid,
      username: gamer.personaname,
      redirect_uri: "/settings",
    });
    const accounts = (await c.get("/api/v1/users/accounts")).json().data;
    expect(accounts).toEqual([
      expect.objectContaining({
        provider: "steam",
        provider_user_id: gamer.steamid,
        username: gamer.personaname,
        is_sandbox: false,
      }),
    ]);
    expect((await c.post("/api/v1/steam/refresh/", {})).json().data).toEqual({ steam_id: gamer.steamid });

    expect((await c.post("/api/v1/steam/disconnect/", {})).json().data).toEqual({ disconnected: true });
    expect((await c.post("/api/v1/steam/refresh/", {})).json().data).toEqual({ steam_id: null });
  });

  it("answers the catalogue's message when the callback has no claimed id", async () => {
    const c = await signInWithEmail(t, "steam-noid@example.com");
    const res = await c.get("/api/v1/steam/callback?openid.mode=id_res");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "bad_request", message: CALLBACK_ERRORS.steamNoClaimedId });
  });

  it("refuses a tampered assertion: another claimed id, another endpoint, another return_to", async () => {
    const gamer = await newSteamAccount();
    const victim = await newSteamAccount();
    const c = await signInWithEmail(t, "steam-tamper@example.com");
    const tamperings: [string, (p: URLSearchParams) => void][] = [
      [
        "claimed id",
        (p) => {
          p.set("openid.claimed_id", `https://steamcommunity.com/openid/id/${victim.steamid}`);
          p.set("openid.identity", `https://steamcommunity.com/openid/id/${victim.steamid}`);
        },
      ],
      ["signature", (p) => p.set("openid.sig", Buffer.alloc(32, 1).toString("base64"))],
      ["endpoint", (p) => p.set("openid.op_endpoint", "https://evil.example/openid/login")],
      ["signed list", (p) => p.set("openid.signed", "signed,op_endpoint,return_to")],
      ["return_to on another site", (p) => p.set("openid.return_to", "https://evil.example/connect/steam/callback")],
    ];
    for (const [what, tamper] of tamperings) {
      const params = openIdParams(await assertionFor(c, gamer.steamid));
      tamper(params);
      const res = await c.get(`/api/v1/steam/callback?${params}`);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error.message, what).toBe(STEAM_NOT_CONFIRMED);
    }
    // Our own callback with another live state of the same user: only Steam's signature catches it.
    const params = openIdParams(await assertionFor(c, gamer.steamid));
    const other = new URL((await c.get("/api/v1/steam/authenticate/")).json().data.auth_url).searchParams.get(
      "openid.return_to",
    )!;
    params.set("openid.return_to", other);
    const swapped = await c.get(`/api/v1/steam/callback?${params}`);
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error.message).toBe(STEAM_NOT_CONFIRMED);
    expect((await c.get("/api/v1/users/accounts")).json().data).toEqual([]);
  });

  it("refuses an assertion meant for another user's attempt, and a replayed one", async () => {
    const gamer = await newSteamAccount();
    const owner = await signInWithEmail(t, "steam-owner@example.com");
    const thief = await signInWithEmail(t, "steam-thief@example.com");
    const params = openIdParams(await assertionFor(owner, gamer.steamid));
    const stolen = await thief.get(`/api/v1/steam/callback?${params}`);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe(LINK_EXPIRED_MESSAGE);

    const fresh = openIdParams(await assertionFor(owner, gamer.steamid));
    expect((await owner.get(`/api/v1/steam/callback?${fresh}`)).statusCode).toBe(200);
    const replay = await owner.get(`/api/v1/steam/callback?${fresh}`);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(LINK_EXPIRED_MESSAGE);
  });

  it("Steam itself refuses to confirm a response nonce twice", async () => {
    const gamer = await newSteamAccount();
    const c = await signInWithEmail(t, "steam-nonce@example.com");
    const params = openIdParams(await assertionFor(c, gamer.steamid));
    params.set("openid.mode", "check_authentication");
    const check = () =>
      fetch(`${fakes.url}/steam/openid/login`, { method: "POST", body: new URLSearchParams(params) }).then((r) =>
        r.text(),
      );
    expect(await check()).toBe("ns:http://specs.openid.net/auth/2.0\nis_valid:true\n");
    expect(await check()).toBe("ns:http://specs.openid.net/auth/2.0\nis_valid:false\n");
  });

  it("says so when the user cancels at Steam", async () => {
    const c = await signInWithEmail(t, "steam-cancel@example.com");
    const started = await c.get("/api/v1/steam/authenticate/");
    const back = await signInAtFake(started.json().data.auth_url, "cancel");
    const res = await c.get(`/api/v1/steam/callback?${openIdParams(back)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(STEAM_CANCELLED);
  });

  it("refuses a Steam account already linked to another user", async () => {
    const gamer = await newSteamAccount();
    const emails: [string, string] = ["steam-first@example.com", "steam-second@example.com"];
    await expectLinkClaimed(t, emails, (c) => linkSteam(c, gamer.steamid), claimed("steam"));
  });

  it("still links when the Web API is down (the persona name is only a label)", async () => {
    const gamer = await newSteamAccount();
    const c = await signInWithEmail(t, "steam-noapi@example.com");
    const params = openIdParams(await assertionFor(c, gamer.steamid));
    await control(fakes, "steam", "mode", { mode: "down", times: 1 });
    const res = await c.get(`/api/v1/steam/callback?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ steam_id: gamer.steamid, username: null });
  });
});
