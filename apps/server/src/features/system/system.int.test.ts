import { describe, expect, it } from "vitest";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { Redis } from "ioredis";
import { API_SECURITY_HEADER_OPTIONS, SECURITY_HEADER_OPTIONS } from "../../lib/security-headers";
import { bridgeConnectSources } from "../bridge/index";
import { type Client, createTestApp, withTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
withTestApp((app) => (t = app), { BODY_LIMIT_BYTES: "2048" });

describe("operations routes", () => {
  it("answers liveness and readiness", async () => {
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready" });
  });

  it("publishes an OpenAPI 3 document generated from the route schemas, and a docs page", async () => {
    const doc = await t.app.inject({ url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(["/api/v1/users/credits", "/api/v1/organizations", "/api/v1/wallets/verify"]),
    );
    expect(
      json.paths["/api/v1/organizations"].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("slug");
    const page = await t.app.inject({ url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("sends pages the app's CSP, API answers a deny-all one, and a request id", async () => {
    const page = await t.app.inject({ url: "/robots.txt" });
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const api = await t.app.inject({ url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["cross-origin-opener-policy"]).toBeUndefined();
    for (const res of [page, api]) {
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-request-id"]).toMatch(/[\w-]{8,}/);
    }
  });

  it("sends exactly Helmet's headers, computed once, on answers and refusals alike", async () => {
    // The reference: Helmet's own middleware with the app's options, in a plain Node server.
    const helmetOf = async (options: HelmetOptions) => {
      const middleware = helmet(options);
      const server = createServer((req, res) => middleware(req, res, () => res.end()));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const reference = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      server.close();
      const transport = ["date", "connection", "keep-alive", "content-length", "transfer-encoding"];
      return new Map([...reference.headers].filter(([name]) => !transport.includes(name)));
    };
    const documentSet = await helmetOf(SECURITY_HEADER_OPTIONS(t.env, bridgeConnectSources(t.env)));
    const apiSet = await helmetOf(API_SECURITY_HEADER_OPTIONS(t.env));
    expect(documentSet.size).toBeGreaterThan(8);
    expect(apiSet.size).toBeGreaterThanOrEqual(5);
    const cases: [string, Map<string, string>][] = [
      ["/robots.txt", documentSet],
      ["/no-such-page.txt", documentSet],
      ["/api/health", apiSet],
      ["/api/v1/nope", apiSet],
      ["/api/v1/config", apiSet],
    ];
    for (const [url, expected] of cases) {
      const res = await t.app.inject({ url });
      for (const [name, value] of expected) expect(res.headers[name], `${url} ${name}`).toBe(value);
      const extra = Object.keys(res.headers).filter((h) => (documentSet.has(h) || apiSet.has(h)) && !expected.has(h));
      expect(extra, url).toEqual([]);
    }
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/organizations",
      headers: { origin: "https://evil.example" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["content-security-policy"]).toBe(apiSet.get("content-security-policy"));
    // A request id that the client sent is echoed when it looks like one, replaced when not.
    const own = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "trace-1234abcd" } });
    expect(own.headers["x-request-id"]).toBe("trace-1234abcd");
    const bad = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("treats a trailing slash as optional", async () => {
    const a = await t.app.inject({ url: "/api/v1/config" });
    const b = await t.app.inject({ url: "/api/v1/config/" });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});

describe("bad input gets 4xx JSON in the error model, never 500", () => {
  it("unknown routes → 404", async () => {
    const res = await t.app.inject({ url: "/api/v1/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "Route GET /api/v1/nope not found." } });
  });

  it("malformed JSON → 400 invalid_json", async () => {
    const c = await signedIn();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/organizations",
      headers: { "content-type": "application/json", cookie: cookieOf(c) },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_json");
  });

  it("wrong types → 400 with field messages", async () => {
    const c = await signedIn();
    const res = await c.post("/api/v1/organizations", { name: 42, slug: "Bad Slug!" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields.slug).toContain("Slug can only contain lowercase letters, digits and single hyphens.");
    expect(body.error.fields.name).toBeDefined();
  });

  it("oversized bodies → 413", async () => {
    const c = await signedIn();
    const res = await c.post("/api/v1/organizations", { name: "x".repeat(5000), slug: "big" });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("non-JSON bodies → 415 (no form posts)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/referral",
      headers: { "content-type": "text/plain", origin: "http://localhost:3000" },
      payload: "code=ABC",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("unsupported_media_type");
  });

  it("cross-site mutations are refused before they reach a route", async () => {
    const c = await signedIn();
    const res = await c.post(
      "/api/v1/organizations",
      { name: "Evil", slug: "evil" },
      { origin: "https://evil.example" },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("csrf_rejected");
  });
});

describe("rate limits", () => {
  it("answers 429 in the error model past the limit", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject({ url: "/api/v1/config" })).statusCode);
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      expect(codes[4]).toBe(429);
      // Pages and assets are never limited, only the API.
      expect((await limited.app.inject({ url: "/assets/app.js" })).statusCode).toBe(404);
      const res = await limited.app.inject({ url: "/api/v1/config" });
      expect(res.json().error.code).toBe("rate_limited");
      if (limited.env.REDIS_URL) {
        // In the Redis pass of CI the counters must live in Redis, shared by every server.
        const redis = new Redis(limited.env.REDIS_URL);
        const keys = await redis.keys(`${limited.env.RATE_LIMIT_NAMESPACE}*`);
        await redis.quit();
        expect(keys.length).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  });
});

async function signedIn(): Promise<Client> {
  const { signInWithEmail } = await import("../../test/harness");
  return signInWithEmail(t, `ops-${Math.random().toString(36).slice(2)}@example.com`);
}
function cookieOf(c: Client) {
  return [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}
