import { describe, expect, it } from "vitest";
import { withTestApp, type TestApp } from "../../test/harness";
import { createCast } from "../../test/mission-kit";
import { createKey, KeyClient } from "../../test/api-key-kit";

// Each key has its own budget per minute (API_KEY_RATE_LIMIT_PER_MINUTE), told in RateLimit-* headers; forged keys
// buy nothing: they count against the caller's IP like any other request.

let t: TestApp;
withTestApp((app) => (t = app), { API_KEY_RATE_LIMIT_PER_MINUTE: "5", RATE_LIMIT_MAX: "8" });

describe("the per-key rate limit", () => {
  it("answers with RateLimit headers, then 429 with Retry-After; another key has its own budget", async () => {
    const cast = await createCast(t);
    const first = await createKey(t.app, cast.admin, cast.orgId);
    const second = await createKey(t.app, cast.admin, cast.orgId);
    const url = `/api/v1/organizations/${cast.orgId}/missions`;
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await first.client.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-limit"]).toBe("5");
      expect(Number(res.headers["ratelimit-reset"])).toBeGreaterThan(0);
      remaining.push(Number(res.headers["ratelimit-remaining"]));
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const limited = await first.client.get(url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["ratelimit-remaining"]).toBe("0");
    expect((await second.client.get(url)).statusCode).toBe(200);
  });

  it("counts invented keys against the caller's IP, so forging keys gives no fresh budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const forged = new KeyClient(t.app, `qhq_${String(i).padStart(43, "x")}`);
      statuses.push((await forged.get("/api/v1/missions")).statusCode);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(statuses.at(-1)).toBe(429);
  });
});
