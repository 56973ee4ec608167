import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeProviders, type RunningFakes } from "../src/index";
import { SANDBOX_ADA_ID, SANDBOX_BEN_ID } from "../src/twitter/state";
import { X_RATE_LIMITS } from "../src/twitter/limits";

// The sandbox X keeps X's per-user budgets per endpoint and 15-minute window, so the product's scheduling is tested
// against the limits it will meet: past a budget it answers 429 with X's error and x-rate-limit-* headers, until
// the window resets. Tests scale budgets and window down through the control API.

type LimitsView = {
  enforce: boolean;
  scale: number;
  window_ms: number;
  budgets: Record<string, number>;
  refused: Record<string, number>;
};

let fakes: RunningFakes;
let x: string;

async function control(path: string, body?: unknown) {
  const res = await fetch(`${x}/__control/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: LimitsView } };
}

async function tokenOf(accountId: string): Promise<string> {
  const token = `limits-${accountId}-${Math.random().toString(36).slice(2)}`;
  await control("tokens/restore", { account_id: accountId, access_token: token, scope: "users.read tweet.read" });
  return token;
}

const me = (token: string) => fetch(`${x}/2/users/me`, { headers: { authorization: `Bearer ${token}` } });
const headersOf = (res: Response) => ({
  limit: res.headers.get("x-rate-limit-limit"),
  remaining: res.headers.get("x-rate-limit-remaining"),
  reset: Number(res.headers.get("x-rate-limit-reset")),
});

beforeAll(async () => {
  fakes = await startFakeProviders();
  x = `${fakes.url}/twitter`;
});
afterAll(async () => {
  await fakes?.close();
});
beforeEach(async () => {
  await control("reset", {});
});

describe("sandbox X rate limits", () => {
  it("starts from X's documented per-user budgets per 15 minutes", async () => {
    const { body } = await control("limits");
    expect(body.data).toMatchObject({ enforce: true, scale: 1, window_ms: 900_000 });
    expect(body.data.budgets).toEqual({
      "users/me": 75,
      "users/by/username": 900,
      "users/following": 15,
      "tweets/liking_users": 75,
      "tweets/retweeted_by": 75,
      "tweets/lookup": 900,
      "users/liked_tweets": 75,
      "users/bookmarks": 180,
      "tweets/search/recent": 300,
      "users/tweets": 900,
    });
    expect(Object.keys(body.data.budgets).sort()).toEqual(Object.keys(X_RATE_LIMITS).sort());
  });

  it("counts down, answers 429 with X's error and headers past the budget, and frees up with the window", async () => {
    // users/me: 75 × 0.03 → 3 reads per 1.5-second window.
    await control("limits", { scale: 0.03, window_ms: 1500 });
    const ada = await tokenOf(SANDBOX_ADA_ID);
    const seen = [];
    for (let i = 0; i < 3; i++) {
      const res = await me(ada);
      expect(res.status).toBe(200);
      seen.push(headersOf(res));
    }
    expect(seen.map((h) => [h.limit, h.remaining])).toEqual([
      ["3", "2"],
      ["3", "1"],
      ["3", "0"],
    ]);
    const refused = await me(ada);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({ code: 88, message: "Rate limit exceeded" });
    const at429 = headersOf(refused);
    expect([at429.limit, at429.remaining]).toEqual(["3", "0"]);
    expect(at429.reset).toBe(seen[0]!.reset);
    expect(at429.reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));

    // Another user's token and another endpoint have budgets of their own.
    expect((await me(await tokenOf(SANDBOX_BEN_ID))).status).toBe(200);
    const byName = await fetch(`${x}/2/users/by/username/jack`, { headers: { authorization: `Bearer ${ada}` } });
    expect(byName.status).toBe(200);

    expect((await control("limits")).body.data.refused).toEqual({ "users/me": 1 });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const later = await me(ada);
    expect(later.status).toBe(200);
    expect(headersOf(later).remaining).toBe("2");
  });

  it("can count without refusing, and a reset restores X's figures", async () => {
    await control("limits", { scale: 0.01, enforce: false });
    const ada = await tokenOf(SANDBOX_ADA_ID);
    expect((await me(ada)).status).toBe(200);
    const second = await me(ada);
    expect(second.status).toBe(200);
    expect(headersOf(second).remaining).toBe("0");
    await control("reset", {});
    expect((await control("limits")).body.data).toMatchObject({ enforce: true, scale: 1, refused: {} });
  });

  it("refuses settings it cannot use", async () => {
    expect((await control("limits", { scale: 0 })).status).toBe(400);
    expect((await control("limits", { window_ms: 5 })).status).toBe(400);
    expect((await control("limits", { enforce: "yes" })).status).toBe(400);
  });
});
