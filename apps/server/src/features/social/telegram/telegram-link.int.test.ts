import { describe, expect, it } from "vitest";
import type { RunningFakes } from "@questhq/fakes";
import { loginHash } from "@questhq/fakes/telegram/state";
import { type Client, signInWithEmail, type TestApp } from "../../../test/harness";
import { TELEGRAM_LOGIN_EXPIRED, TELEGRAM_LOGIN_INVALID } from "../../../providers/telegram/telegram-login";
import {
  claimed,
  expectLinkClaimed,
  expectVisitorsRefused,
  control,
  linkTelegram,
  signInAtFake,
  withFakesApp,
  telegramBody,
} from "../../../test/social-kit";

let fakes: RunningFakes;
let t: TestApp;
withFakesApp((f, app) => {
  fakes = f;
  t = app;
});

let n = 0;
const newTelegramUser = () =>
  control<{ id: number; first_name: string; username: string }>(fakes, "telegram", "users", {
    first_name: `Tg${++n}`,
    last_name: "User",
    username: `tg_user_${n}`,
  });

async function loginAt(c: Client, userId: number) {
  const started = await c.get("/api/v1/telegram/authenticate/?redirect_uri=/missions/tg");
  expect(started.statusCode, started.body).toBe(200);
  return signInAtFake(started.json().data.auth_url, { account: String(userId) });
}

describe("Telegram linking (login widget)", () => {
  it("refuses visitors", async () => {
    await expectVisitorsRefused(t, [
      ["GET", "/api/v1/telegram/authenticate/"],
      ["POST", "/api/v1/telegram/callback", { id: 1, auth_date: 1, hash: "x" }],
      ["POST", "/api/v1/telegram/disconnect/"],
    ]);
  });

  it("sends the user to Telegram's login for our bot, returning to our callback page", async () => {
    const c = await signInWithEmail(t, "tg-start@example.com");
    const url = new URL((await c.get("/api/v1/telegram/authenticate/")).json().data.auth_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.url}/telegram/auth`);
    expect(url.searchParams.get("bot_id")).toBe("123456");
    expect(url.searchParams.get("origin")).toBe("http://localhost:3000");
    expect(url.searchParams.get("return_to")).toMatch(/^http:\/\/localhost:3000\/connect\/telegram\/callback\?state=/);
  });

  it("links the account whose signed login comes back, with or without our state", async () => {
    const tg = await newTelegramUser();
    const c = await signInWithEmail(t, "tg-link@example.com");
    const back = await loginAt(c, tg.id);
    expect(back.searchParams.get("hash")).toMatch(/^[0-9a-f]{64}$/);
    const res = await c.post("/api/v1/telegram/callback", telegramBody(back));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      telegram_id: String(tg.id),
      username: tg.username,
      redirect_uri: "/missions/tg",
    });
    const accounts = (await c.get("/api/v1/users/accounts")).json().data;
    expect(accounts).toEqual([
      expect.objectContaining({
        provider: "telegram",
        provider_user_id: String(tg.id),
        username: tg.username,
        display_name: `${tg.first_name} User`,
      }),
    ]);

    // The web app's callback page posts only Telegram's fields.
    const again = await loginAt(c, tg.id);
    const { state: _, ...fields } = telegramBody(again);
    const res2 = await c.post("/api/v1/telegram/callback", fields);
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().data.redirect_uri).toBe("/");

    expect((await c.post("/api/v1/telegram/disconnect/", {})).json().data).toEqual({ disconnected: true });
    expect((await c.get("/api/v1/users/accounts")).json().data).toEqual([]);
  });

  it("refuses a tampered login: another id, another name, a forged hash, a missing field", async () => {
    const tg = await newTelegramUser();
    const c = await signInWithEmail(t, "tg-tamper@example.com");
    const body = telegramBody(await loginAt(c, tg.id));
    const tampered: Record<string, string | number>[] = [
      { ...body, id: Number(body.id) + 1 },
      { ...body, username: "someone_else" },
      { ...body, hash: "0".repeat(64) },
      { ...body, hash: "not-hex" },
      Object.fromEntries(Object.entries(body).filter(([k]) => k !== "last_name")),
      { ...body, extra: "field" },
    ];
    for (const b of tampered) {
      const res = await c.post("/api/v1/telegram/callback", b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().error.message).toBe(TELEGRAM_LOGIN_INVALID);
    }
    expect((await c.get("/api/v1/users/accounts")).json().data).toEqual([]);
  });

  it("refuses a correctly signed login older than a day", async () => {
    const tg = await newTelegramUser();
    const c = await signInWithEmail(t, "tg-old@example.com");
    const fields: Record<string, string> = {
      id: String(tg.id),
      first_name: tg.first_name,
      username: tg.username,
      auth_date: String(Math.floor(Date.now() / 1000) - 86_400 - 60),
    };
    fields.hash = loginHash("123456:sandbox-bot-token", fields);
    const res = await c.post("/api/v1/telegram/callback", fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(TELEGRAM_LOGIN_EXPIRED);

    // The same login signed with another bot's token is not ours.
    const recent = { ...fields, auth_date: String(Math.floor(Date.now() / 1000)) };
    const forged = { ...recent, hash: loginHash("999:other-bot", recent) };
    expect((await c.post("/api/v1/telegram/callback", forged)).json().error.message).toBe(TELEGRAM_LOGIN_INVALID);
  });

  it("refuses a Telegram account already linked to another user", async () => {
    const tg = await newTelegramUser();
    const emails: [string, string] = ["tg-first@example.com", "tg-second@example.com"];
    await expectLinkClaimed(t, emails, (c) => linkTelegram(c, tg.id), claimed("telegram"));
  });
});
