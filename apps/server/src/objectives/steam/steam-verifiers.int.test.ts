import { describe, expect, it } from "vitest";
import { CALLBACK_ERRORS } from "@questhq/core";
import { STEAM } from "@questhq/core/missions/test-fixtures";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type TestApp } from "../../test/harness";
import { ProviderUnavailableError } from "../../providers/provider-errors";
import { control, linkSteam, withFakesApp, userIdOf, verifyContext } from "../../test/social-kit";
import { steamVerifiers } from "./index";
import { expectNeedsAccount, expectUnavailableOnFakeFailures } from "../verifier-test-kit";
import {
  STEAM_NEEDS_ACCOUNT,
  STEAM_PRIVATE_GAMES,
  STEAM_PRIVATE_WISHLIST,
  steamNotOwnedMessage,
  steamNotWishlistedMessage,
  steamPlaytimeMessage,
} from "./steam-context";

let fakes: RunningFakes;
let t: TestApp;
withFakesApp((f, app) => {
  fakes = f;
  t = app;
});

const download = steamVerifiers.steam_download!;
const wishlist = steamVerifiers.steam_wishlist!;
const playtime = steamVerifiers.steam_playtime!;
const PLAYTIME = { ...STEAM, gaming_duration: "120" };

let n = 0;
async function linkedGamer() {
  const gamer = await control<{ steamid: string }>(fakes, "steam", "accounts", { personaname: `Verifier ${++n}` });
  const c = await signInWithEmail(t, `steam-verify-${n}@example.com`);
  expect((await linkSteam(c, gamer.steamid)).statusCode).toBe(200);
  return { userId: await userIdOf(c), steamId: gamer.steamid };
}
const own = (steamId: string, appid: string, minutes: number, isFree = false) =>
  control(fakes, "steam", `accounts/${steamId}/games/${appid}`, { playtime_forever: minutes, is_free: isFree }, "PUT");

describe("Steam objectives", () => {
  it("need a linked Steam account", async () => {
    await expectNeedsAccount(
      t,
      "steam-unlinked@example.com",
      { provider: "steam", message: STEAM_NEEDS_ACCOUNT },
      Object.entries(steamVerifiers).map(
        ([key, verify]) =>
          (userId) =>
            verify!(verifyContext(t, userId, key as "steam_download", PLAYTIME)),
      ),
    );
  });

  it("steam_download: completes once the game is in the library (free-to-play games included)", async () => {
    const { userId, steamId } = await linkedGamer();
    expect(await download(verifyContext(t, userId, "steam_download", STEAM))).toEqual({
      status: "incomplete",
      message: steamNotOwnedMessage("Counter-Strike 2"),
    });
    await own(steamId, "730", 0, true);
    expect(await download(verifyContext(t, userId, "steam_download", STEAM))).toEqual({
      status: "completed",
      evidence: { steam_id: steamId, appid: 730 },
    });
  });

  it("steam_playtime: compares playtime_forever with gaming_duration (minutes)", async () => {
    const { userId, steamId } = await linkedGamer();
    expect(await playtime(verifyContext(t, userId, "steam_playtime", PLAYTIME))).toEqual({
      status: "incomplete",
      message: steamNotOwnedMessage("Counter-Strike 2"),
    });
    await own(steamId, "730", 119);
    expect(await playtime(verifyContext(t, userId, "steam_playtime", PLAYTIME))).toMatchObject({
      status: "incomplete",
      message: steamPlaytimeMessage("Counter-Strike 2", 119, 120),
    });
    await own(steamId, "730", 120);
    expect(await playtime(verifyContext(t, userId, "steam_playtime", PLAYTIME))).toMatchObject({
      status: "completed",
      evidence: { playtime_forever: 120, required_minutes: 120 },
    });
  });

  it("steam_wishlist: completes once the game is on the wishlist", async () => {
    const { userId, steamId } = await linkedGamer();
    await control(fakes, "steam", `accounts/${steamId}/wishlist/570`, {}, "PUT");
    expect(await wishlist(verifyContext(t, userId, "steam_wishlist", STEAM))).toEqual({
      status: "incomplete",
      message: steamNotWishlistedMessage("Counter-Strike 2"),
    });
    await control(fakes, "steam", `accounts/${steamId}/wishlist/730`, {}, "PUT");
    expect(await wishlist(verifyContext(t, userId, "steam_wishlist", STEAM))).toEqual({
      status: "completed",
      evidence: { steam_id: steamId, appid: 730 },
    });
  });

  it("explain a private profile instead of saying the game is missing", async () => {
    const { userId, steamId } = await linkedGamer();
    await own(steamId, "730", 500);
    await control(fakes, "steam", `accounts/${steamId}/wishlist/730`, {}, "PUT");
    await control(fakes, "steam", `accounts/${steamId}`, { private: true }, "PATCH");
    expect(await download(verifyContext(t, userId, "steam_download", STEAM))).toEqual({
      status: "incomplete",
      message: STEAM_PRIVATE_GAMES,
    });
    expect(await playtime(verifyContext(t, userId, "steam_playtime", PLAYTIME))).toEqual({
      status: "incomplete",
      message: STEAM_PRIVATE_GAMES,
    });
    expect(await wishlist(verifyContext(t, userId, "steam_wishlist", STEAM))).toEqual({
      status: "incomplete",
      message: STEAM_PRIVATE_WISHLIST,
    });
  });

  it("answer the catalogue's message when the game id is missing", async () => {
    const { userId } = await linkedGamer();
    for (const values of [
      { ...STEAM, steam_game_id: undefined },
      { ...STEAM, steam_game_id: "abc" },
    ]) {
      expect(await wishlist(verifyContext(t, userId, "steam_wishlist", values))).toEqual({
        status: "incomplete",
        message: CALLBACK_ERRORS.steamWishlistMissingIds,
      });
    }
  });

  it("report rate limits, outages, unreadable answers and a refused Web API key as unavailable", async () => {
    const { userId, steamId } = await linkedGamer();
    await own(steamId, "730", 500);
    await expectUnavailableOnFakeFailures(t, fakes, "steam", () =>
      playtime(verifyContext(t, userId, "steam_playtime", PLAYTIME)),
    );
    // Steam answers a refused key with a 403 HTML page: the operator's problem, retried later.
    const wrongKey = { ...t.env, STEAM_API_KEY: "not-our-key" };
    const err = await download({ ...verifyContext(t, userId, "steam_download", STEAM), env: wrongKey }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect((err as ProviderUnavailableError).reason).toBe("down");
    expect((await playtime(verifyContext(t, userId, "steam_playtime", PLAYTIME))).status).toBe("completed");
  });
});
