import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress, trustProxyOption } from "../../lib/trust-proxy";
import { createSiblingApp, createTestApp, type TestApp } from "../../test/harness";

// Every per-client limit keys on request.ip. Which X-Forwarded-For entry becomes request.ip is decided by
// TRUST_PROXY alone: nothing by default; with proxy addresses, only those peers are believed; with a hop count, the
// entry the last N proxies appended, and only when the first of them is on a private network.

const production = {
  NODE_ENV: "production",
  AUTH_SECRET: randomBytes(32).toString("hex"),
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  CHAIN_SIGNER_PRIVATE_KEY: randomBytes(32).toString("hex"),
  EMAIL_SIGN_IN: "false",
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

/** The same requests over real TCP connections to the listening server, one connection each (peer 127.0.0.1). */
async function socketStatusesFor(t: TestApp, forwardedFor: string[]) {
  const { port } = t.app.server.address() as AddressInfo;
  const codes: number[] = [];
  for (const xff of forwardedFor) {
    codes.push(
      await new Promise<number>((resolve, reject) => {
        const headers = { "x-forwarded-for": xff };
        const req = http.get({ host: "127.0.0.1", port, path: "/api/v1/config", headers, agent: false }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", reject);
      }),
    );
  }
  return codes;
}

async function listening(settings: Record<string, string>) {
  const t = await createSiblingApp(base, settings);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  return t;
}

/** Runs `check` against a sibling server with these settings, closed afterwards whatever happened. */
async function withSibling(settings: Record<string, string>, check: (t: TestApp) => Promise<void>) {
  const t = await createSiblingApp(base, settings);
  try {
    await check(t);
  } finally {
    await t.close();
  }
}

const spoofed = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"];

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
      const headers = { "x-forwarded-for": "6.6.6.6" };
      const limited = await t.app.inject({ url: "/api/v1/config", remoteAddress: "198.51.100.10", headers });
      expect(limited.json()).toMatchObject({ error: { code: "rate_limited" } });
      // Another peer (another client) still has its own allowance.
      expect(await statusesFor(t, ["1.1.1.1"], "198.51.100.11")).toEqual([200]);
    }
  });

  it("with TRUST_PROXY=1 behind a private proxy, the entry it appended (right-most) is the client", async () => {
    await withSibling({ TRUST_PROXY: "1" }, async (t) => {
      // A client prepends whatever it likes; the proxy (10.0.0.5) appends the address it really saw (203.0.113.7).
      const proxy = "10.0.0.5";
      const forwarded = ["1.1.1.1, 203.0.113.7", "2.2.2.2, 203.0.113.7", "203.0.113.7", "9.9.9.9,203.0.113.7"];
      const codes = await statusesFor(t, forwarded, proxy);
      expect(codes).toEqual([200, 200, 200, 429]);
      // A different real client behind the same proxy is another bucket.
      expect(await statusesFor(t, ["203.0.113.7, 203.0.113.8"], proxy)).toEqual([200]);
    });
  });

  it("with TRUST_PROXY=1 a client reaching the port directly from the internet cannot pick its address", async () => {
    await withSibling({ TRUST_PROXY: "1" }, async (t) => {
      // 198.51.100.20 is a public peer: its header is ignored, so every spoofed value lands in its own one bucket.
      expect(await statusesFor(t, spoofed, "198.51.100.20")).toEqual([200, 200, 200, 429]);
      // Its IPv4-mapped IPv6 form (a dual-stack socket) is the same public peer.
      expect(await statusesFor(t, spoofed, "::ffff:198.51.100.21")).toEqual([200, 200, 200, 429]);
    });
  });

  it("with a proxy address list only those peers may name the client", async () => {
    await withSibling({ TRUST_PROXY: "10.0.0.0/8" }, async (t) => {
      // From the trusted proxy each forwarded client is its own bucket.
      expect(await statusesFor(t, spoofed, "10.1.2.3")).toEqual([200, 200, 200, 200]);
      // From anyone else the header is ignored.
      expect(await statusesFor(t, spoofed, "198.51.100.20")).toEqual([200, 200, 200, 429]);
    });
  });

  it("over real sockets, a peer outside the trusted proxies is limited by its own address", async () => {
    // The peer is 127.0.0.1, which the list does not name: its X-Forwarded-For is ignored.
    const outside = await listening({ TRUST_PROXY: "10.0.0.0/8" });
    try {
      expect(await socketStatusesFor(outside, spoofed)).toEqual([200, 200, 200, 429]);
    } finally {
      await outside.close();
    }
    // The same connections from a trusted peer are believed: every forwarded client gets its own allowance.
    for (const trusted of ["loopback", "127.0.0.1", "1"]) {
      const inside = await listening({ TRUST_PROXY: trusted });
      try {
        expect(await socketStatusesFor(inside, spoofed)).toEqual([200, 200, 200, 200]);
      } finally {
        await inside.close();
      }
    }
  });

  it("counts loopback, RFC 1918, link-local and unique-local peers as private, nothing else", () => {
    const inside = ["127.0.0.1", "10.9.8.7", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.1.1"];
    for (const a of [...inside, "::1", "fd12::1", "fe80::1", "::ffff:10.0.0.1"]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    const outside = ["198.51.100.1", "172.32.0.1", "8.8.8.8", "100.64.0.1", "2001:db8::1", "::ffff:8.8.8.8"];
    for (const a of [...outside, "not-an-ip", ""]) expect(isPrivateAddress(a), a).toBe(false);
    const twoHops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    // The first hop is the socket's peer: only a private one is a proxy of ours; the next hop was written by it.
    expect([twoHops("10.0.0.1", 0), twoHops("198.51.100.1", 1), twoHops("10.0.0.1", 2)]).toEqual([true, true, false]);
    expect(twoHops("198.51.100.1", 0)).toBe(false);
    expect(trustProxyOption(0)).toBe(false);
    expect(trustProxyOption(["10.0.0.0/8"])).toEqual(["10.0.0.0/8"]);
  });
});
