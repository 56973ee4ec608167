import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("environment", () => {
  it("defaults the public URL to http://localhost:PORT", () => {
    const env = loadEnv({ PORT: "4123" });
    expect(env.PUBLIC_URL).toBe("http://localhost:4123");
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATA_DIR).toBe("./data");
  });

  it("honours PORT, HOST and PUBLIC_URL", () => {
    const env = loadEnv({ PORT: "8080", HOST: "127.0.0.1", PUBLIC_URL: "https://quests.example.com/" });
    expect(env).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", PUBLIC_URL: "https://quests.example.com" });
  });

  it("stops with a message naming each wrong variable", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "not a url" })).toThrow(EnvError);
    try {
      loadEnv({ PORT: "eighty", DATABASE_URL: "not a url" });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT:/);
      expect((err as Error).message).toMatch(/DATABASE_URL:/);
    }
  });

  it("requires a real AUTH_SECRET in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => loadEnv({ NODE_ENV: "production", AUTH_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("parses chain RPC URLs as JSON and rejects anything else", () => {
    expect(loadEnv({ CHAIN_RPC_URLS: '{"1":"http://127.0.0.1:8545"}' }).CHAIN_RPC_URLS).toEqual({ 1: "http://127.0.0.1:8545" });
    expect(() => loadEnv({ CHAIN_RPC_URLS: "http://x" })).toThrow(/CHAIN_RPC_URLS/);
  });

  it("listens on loopback outside production and on every interface in production unless HOST is set", () => {
    expect(loadEnv({}).HOST).toBe("127.0.0.1");
    expect(loadEnv({ NODE_ENV: "test" }).HOST).toBe("127.0.0.1");
    const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), CHAIN_SIGNER_PRIVATE_KEY: "1".repeat(64) };
    expect(loadEnv(production).HOST).toBe("0.0.0.0");
    expect(loadEnv({ ...production, HOST: "10.1.2.3" }).HOST).toBe("10.1.2.3");
  });

  it("refuses the dev mailbox and the sandbox on a network address without ALLOW_DEV_TOOLS_ON_NETWORK", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "questhq.lan"]) {
      expect(() => loadEnv({ HOST: host })).toThrow(/HOST: .*ALLOW_DEV_TOOLS_ON_NETWORK=true/s);
    }
    const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), CHAIN_SIGNER_PRIVATE_KEY: "1".repeat(64) };
    // Production has no mailbox, but a sandbox switched on there is writable by anyone all the same.
    expect(() => loadEnv({ ...production, SANDBOX_PROVIDERS: "true" })).toThrow(/sandbox providers.*ALLOW_DEV_TOOLS_ON_NETWORK/s);
    expect(() => loadEnv({ ...production, SANDBOX_PROVIDERS: "true", HOST: "127.0.0.1" })).not.toThrow();
    // Explicit opt-in, loopback addresses, or the tools turned off all start.
    expect(loadEnv({ HOST: "0.0.0.0", ALLOW_DEV_TOOLS_ON_NETWORK: "true" }).HOST).toBe("0.0.0.0");
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1"]) expect(loadEnv({ HOST: host }).HOST).toBe(host);
    expect(loadEnv({ ...production, HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("trusts no proxy by default; TRUST_PROXY takes a hop count or proxy addresses, never true", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1,fd00::/8" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "127.0.0.1", "::1", "fd00::/8"]);
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: trusting every client/);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => loadEnv({ TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY/);
  });

  it("runs one process by default; more need PostgreSQL and the sandbox providers off", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), CHAIN_SIGNER_PRIVATE_KEY: "1".repeat(64) };
    const postgres = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/questhq" };
    expect(loadEnv({}).SERVER_PROCESSES).toBe(1);
    expect(loadEnv({ SERVER_PROCESSES: "" }).SERVER_PROCESSES).toBe(1);
    expect(loadEnv({ ...production, ...postgres, SERVER_PROCESSES: "4" }).SERVER_PROCESSES).toBe(4);
    expect(loadEnv({ ...postgres, SANDBOX_PROVIDERS: "false", SERVER_PROCESSES: "2" }).SERVER_PROCESSES).toBe(2);
    for (const wrong of ["0", "1.5", "65", "many"]) expect(() => loadEnv({ SERVER_PROCESSES: wrong })).toThrow(/SERVER_PROCESSES:/);
    // PGlite is one process's database.
    expect(() => loadEnv({ ...production, SERVER_PROCESSES: "2" })).toThrow(/SERVER_PROCESSES: 2 processes need PostgreSQL \(DATABASE_URL\)/);
    // The fakes' world lives in each process's memory (development turns them on by default).
    expect(() => loadEnv({ ...postgres, SERVER_PROCESSES: "2" })).toThrow(/SERVER_PROCESSES: .*SANDBOX_PROVIDERS=false/s);
    expect(() => loadEnv({ ...production, ...postgres, SANDBOX_PROVIDERS: "true", HOST: "127.0.0.1", SERVER_PROCESSES: "2" })).toThrow(/sandbox/);
  });

  it("needs the Stripe webhook secret in production once a Stripe key is set", () => {
    const prod = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), CHAIN_SIGNER_PRIVATE_KEY: "1".repeat(64) };
    expect(() => loadEnv({ ...prod, STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(/STRIPE_WEBHOOK_SECRET: required in production/);
    expect(loadEnv({ ...prod, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).STRIPE_SECRET_KEY).toBe("sk_live_x");
    // Without a key nothing is for sale, and nothing is required.
    expect(loadEnv(prod).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("checks the operator's entitlements table at start-up, naming the bad field", () => {
    expect(loadEnv({ TIER_ENTITLEMENTS: '{"Pro":{"extraFreeEntries":3}}' }).TIER_ENTITLEMENTS).toContain("extraFreeEntries");
    expect(() => loadEnv({ TIER_ENTITLEMENTS: '{"Pro":{"extraFreeEntries":-1}}' })).toThrow(/TIER_ENTITLEMENTS: Pro\.extraFreeEntries/);
    expect(() => loadEnv({ TIER_ENTITLEMENTS: '{"Gold":{}}' })).toThrow(/TIER_ENTITLEMENTS/);
    expect(() => loadEnv({ TIER_ENTITLEMENTS: "{not json" })).toThrow(/TIER_ENTITLEMENTS/);
  });
});
