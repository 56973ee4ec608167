import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("environment", () => {
  it("defaults the public URL to http://localhost:PORT", () => {
    const env = loadEnv({ PORT: "4123" });
    expect(env.PUBLIC_URL).toBe("http://localhost:4123");
    expect(env.HOST).toBe("0.0.0.0");
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
});
