import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiblingApp, createTestApp, type TestApp } from "../../test/harness";

// Every per-client limit keys on request.ip. Which X-Forwarded-For entry becomes request.ip is decided by
// TRUST_PROXY alone: nothing by default, the entry the last N proxies appended with a hop count.

const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "trust-proxy-test-secret-0123456789abcdef",
  CHAIN_SIGNER_PRIVATE_KEY: "2".repeat(64),
  RATE_LIMIT_MAX: "3",
};

async function statusesFor(t: TestApp, forwardedFor: string[], remoteAddress = "198.51.100.10") {
  const codes: number[] = [];
  for (const xff of forwardedFor) {
    const res = await t.app.inject({ url: "/api/v1/config", remoteAddress, headers: { "x-forwarded-for": xff } });
    codes.push(res.statusCode);
  }
  return codes;
}

let base: TestApp;
beforeAll(async () => {
  base = await createTestApp(production);
});
afterAll(async () => base?.close());

describe("client IP behind proxies (TRUST_PROXY)", () => {
  it("ignores X-Forwarded-For by default in production: spoofed values share the caller's bucket", async () => {
    const t = base;
    {
      expect(t.env.TRUST_PROXY).toBe(false);
      const codes = await statusesFor(t, ["1.1.1.1", "2.2.2.2", "3.3.3.3", "4.4.4.4", "5.5.5.5"]);
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const limited = await t.app.inject({ url: "/api/v1/config", remoteAddress: "198.51.100.10", headers: { "x-forwarded-for": "6.6.6.6" } });
      expect(limited.json()).toMatchObject({ error: { code: "rate_limited" } });
      // Another peer (another client) still has its own allowance.
      expect(await statusesFor(t, ["1.1.1.1"], "198.51.100.11")).toEqual([200]);
    }
  });

  it("with TRUST_PROXY=1 the right-most entry (the one our proxy appended) is the client", async () => {
    const t = await createSiblingApp(base, { TRUST_PROXY: "1" });
    try {
      // A client prepends whatever it likes; the proxy appends the address it really saw (203.0.113.7).
      const codes = await statusesFor(t, ["1.1.1.1, 203.0.113.7", "2.2.2.2, 203.0.113.7", "203.0.113.7", "9.9.9.9,203.0.113.7"]);
      expect(codes).toEqual([200, 200, 200, 429]);
      // A different real client behind the same proxy is another bucket.
      expect(await statusesFor(t, ["203.0.113.7, 203.0.113.8"])).toEqual([200]);
    } finally {
      await t.close();
    }
  });

  it("with a proxy address list only those peers may name the client", async () => {
    const t = await createSiblingApp(base, { TRUST_PROXY: "10.0.0.0/8" });
    try {
      // From the trusted proxy each forwarded client is its own bucket.
      expect(await statusesFor(t, ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"], "10.1.2.3")).toEqual([200, 200, 200, 200]);
      // From anyone else the header is ignored.
      expect(await statusesFor(t, ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"], "198.51.100.20")).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
