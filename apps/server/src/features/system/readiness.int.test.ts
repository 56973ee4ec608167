import { describe, expect, it } from "vitest";
import { freePort } from "../../test/compiled-server";
import { createTestApp } from "../../test/harness";

// /api/ready is what a load balancer trusts: it fails, saying why, while a dependency of this process is down. A
// Redis outage keeps the rate limits (each process counts alone) instead of lifting them.

describe("readiness", () => {
  it("is not ready while Redis is unreachable, and the rate limit still holds", async () => {
    const port = await freePort();
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: "3" });
    try {
      // The first connection attempt may still be under way; its refusal follows within milliseconds.
      let ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      for (let i = 0; i < 50 && !ready.body.includes("ECONNREFUSED"); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      }
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toEqual({
        code: "not_ready",
        message: expect.stringMatching(/^Redis is not reachable \(REDIS_URL\): .*ECONNREFUSED/),
      });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await t.app.inject({ method: "GET", url: "/api/v1/config" })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it("names what it checked when ready", async () => {
    const t = await createTestApp();
    try {
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: "ready",
        database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
        redis: process.env.TEST_REDIS_URL ? "connected" : "not configured",
      });
    } finally {
      await t.close();
    }
  });
});
