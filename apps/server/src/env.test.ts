import { randomBytes } from "node:crypto";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";
import { loadDatabaseEnv } from "./env-tools";
import { estimatedEntropyBits, MIN_SECRET_BITS, weakSecretMessage } from "./lib/secret-strength";

// Production needs real secrets and a way to mail sign-in codes (or email sign-in turned off).
const strongSecret = () => randomBytes(32).toString("hex");
const productionSettings = () => ({
  NODE_ENV: "production",
  AUTH_SECRET: strongSecret(),
  TOKEN_ENCRYPTION_KEY: strongSecret(),
  CHAIN_SIGNER_PRIVATE_KEY: strongSecret(),
  SMTP_URL: "smtp://mail.example.com:587",
});

describe("environment", () => {
  it("defaults the public URL to http://localhost:PORT", () => {
    const env = loadEnv({ PORT: "4123" });
    expect(env.PUBLIC_URL).toBe("http://localhost:4123");
    expect(env.HOST).toBe("127.0.0.1");
    // Resolved once against the working directory, so every part of the process agrees on it.
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
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

  it("refuses guessable secrets by their randomness, not their length, naming the variable and the remedy", () => {
    const production = productionSettings();
    const weak = [
      "a".repeat(32),
      "ab".repeat(16),
      "abab".repeat(20),
      "0123456789abcdef".repeat(4),
      "s3cret!".repeat(6),
    ];
    for (const secret of weak) {
      const start = () => loadEnv({ ...production, AUTH_SECRET: secret });
      expect(start).toThrow(/AUTH_SECRET: looks guessable \(about \d+ bits of randomness, at least 128 needed\)/);
      expect(start).toThrow("make one with `openssl rand -hex 32`");
    }
    // Our other generated secrets and keys are held to the same rule; a hex pattern passes their format check.
    expect(() => loadEnv({ ...production, TOKEN_ENCRYPTION_KEY: "0".repeat(64) })).toThrow(
      /TOKEN_ENCRYPTION_KEY: looks guessable/,
    );
    expect(() => loadEnv({ ...production, CHAIN_SIGNER_PRIVATE_KEY: "1".repeat(64) })).toThrow(
      /CHAIN_SIGNER_PRIVATE_KEY: looks guessable/,
    );
    expect(() => loadEnv({ SAGA_FUNDER_PRIVATE_KEY: `0x${"ab".repeat(32)}` })).toThrow(
      /SAGA_FUNDER_PRIVATE_KEY: looks guessable/,
    );
    // Development checks a secret it is given just the same.
    expect(() => loadEnv({ AUTH_SECRET: "x".repeat(40) })).toThrow(/AUTH_SECRET: looks guessable/);

    const keys = { TOKEN_ENCRYPTION_KEY: strongSecret(), SAGA_FUNDER_PRIVATE_KEY: `0x${strongSecret()}` };
    const env = loadEnv({ ...production, ...keys });
    expect(env.AUTH_SECRET).toBe(production.AUTH_SECRET);
  });

  it("holds the relayer's key to the signer key's rules, apart from the signer's, and out of serialised env", () => {
    const production = productionSettings();
    expect(() => loadEnv({ ...production, RELAYER_PRIVATE_KEY: "ab".repeat(32) })).toThrow(
      /RELAYER_PRIVATE_KEY: looks guessable/,
    );
    expect(() => loadEnv({ ...production, RELAYER_PRIVATE_KEY: "0x12" })).toThrow(
      /RELAYER_PRIVATE_KEY: must be 64 hex/,
    );
    const same = `0x${production.CHAIN_SIGNER_PRIVATE_KEY.toUpperCase()}`;
    expect(() => loadEnv({ ...production, RELAYER_PRIVATE_KEY: same })).toThrow(
      /RELAYER_PRIVATE_KEY: must not be CHAIN_SIGNER_PRIVATE_KEY/,
    );
    const key = strongSecret();
    const env = loadEnv({ ...production, RELAYER_PRIVATE_KEY: key });
    expect(env.RELAYER_PRIVATE_KEY).toBe(key);
    expect(JSON.stringify(env)).not.toContain(key);
    expect(Object.keys(env)).not.toContain("RELAYER_PRIVATE_KEY");
  });

  it("accepts what `openssl rand -hex 32` and `openssl rand -base64 32` make, every time", () => {
    for (let i = 0; i < 2000; i++) {
      const bytes = randomBytes(32);
      expect(weakSecretMessage(bytes.toString("hex"))).toBeNull();
      expect(weakSecretMessage(bytes.toString("base64"))).toBeNull();
    }
    for (let i = 0; i < 20; i++) {
      const bytes = randomBytes(32);
      const secret = bytes.toString("base64");
      expect(loadEnv({ ...productionSettings(), AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
    }
  });

  it("estimates no more randomness than one repeating unit or a small alphabet can hold", () => {
    // Any text repeated holds no more than its unit, so a unit of up to 16 characters is refused however long.
    const unitArb = fc.string({ minLength: 1, maxLength: 16, unit: "grapheme-ascii" });
    fc.assert(
      fc.property(unitArb, fc.integer({ min: 2, max: 40 }), (unit, times) => {
        const secret = unit.repeat(times);
        expect(estimatedEntropyBits(secret)).toBeLessThanOrEqual(unit.length * Math.log2(new Set(unit).size) + 1e-9);
        expect(weakSecretMessage(secret)).not.toBeNull();
      }),
    );
    // k distinct characters carry at most log2(k) bits each: 42 characters from 8 letters cannot reach 128 bits.
    fc.assert(
      fc.property(fc.string({ minLength: 32, maxLength: 42, unit: fc.constantFrom(..."abcdefgh") }), (secret) => {
        const distinct = new Set(secret).size;
        expect(estimatedEntropyBits(secret)).toBeLessThanOrEqual(secret.length * Math.log2(distinct) + 1e-9);
        expect(estimatedEntropyBits(secret)).toBeLessThan(MIN_SECRET_BITS);
        expect(weakSecretMessage(secret)).not.toBeNull();
      }),
    );
  });

  it("in production, email sign-in needs SMTP_URL or must be turned off on purpose", () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = productionSettings();
    expect(() => loadEnv(withoutSmtp)).toThrow(
      new RegExp(
        "SMTP_URL: required in production for email sign-in.*Set SMTP_URL.*" +
          "or EMAIL_SIGN_IN=false to offer wallet sign-in",
        "s",
      ),
    );
    expect(loadEnv({ ...withoutSmtp, EMAIL_SIGN_IN: "false" }).EMAIL_SIGN_IN).toBe(false);
    expect(loadEnv({ ...withoutSmtp, SMTP_URL: "smtps://u:p@smtp.example.com" }).EMAIL_SIGN_IN).toBe(true);
    // Development keeps codes in its own mailbox.
    expect(loadEnv({}).EMAIL_SIGN_IN).toBe(true);
    expect(() => loadEnv({ EMAIL_SIGN_IN: "maybe" })).toThrow(/EMAIL_SIGN_IN:/);
  });

  it("parses chain RPC URLs as JSON and rejects anything else", () => {
    expect(loadEnv({ CHAIN_RPC_URLS: '{"1":"http://127.0.0.1:8545"}' }).CHAIN_RPC_URLS).toEqual({
      1: "http://127.0.0.1:8545",
    });
    expect(() => loadEnv({ CHAIN_RPC_URLS: "http://x" })).toThrow(/CHAIN_RPC_URLS/);
  });

  it("listens on loopback outside production and on every interface in production unless HOST is set", () => {
    expect(loadEnv({}).HOST).toBe("127.0.0.1");
    expect(loadEnv({ NODE_ENV: "test" }).HOST).toBe("127.0.0.1");
    const production = productionSettings();
    expect(loadEnv(production).HOST).toBe("0.0.0.0");
    expect(loadEnv({ ...production, HOST: "10.1.2.3" }).HOST).toBe("10.1.2.3");
  });

  it("refuses the dev mailbox and the sandbox on a network address without ALLOW_DEV_TOOLS_ON_NETWORK", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "questhq.lan"]) {
      expect(() => loadEnv({ HOST: host })).toThrow(/HOST: .*ALLOW_DEV_TOOLS_ON_NETWORK=true/s);
    }
    const production = productionSettings();
    // Production has no mailbox, but a sandbox switched on there is writable by anyone all the same.
    expect(() => loadEnv({ ...production, SANDBOX_PROVIDERS: "true" })).toThrow(
      /sandbox providers.*ALLOW_DEV_TOOLS_ON_NETWORK/s,
    );
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
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1,fd00::/8" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: trusting every client/);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => loadEnv({ TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY/);
  });

  it("runs one process by default; more need PostgreSQL and the sandbox providers off", () => {
    const production = productionSettings();
    const postgres = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/questhq" };
    expect(loadEnv({}).SERVER_PROCESSES).toBe(1);
    expect(loadEnv({ SERVER_PROCESSES: "" }).SERVER_PROCESSES).toBe(1);
    expect(loadEnv({ ...production, ...postgres, SERVER_PROCESSES: "4" }).SERVER_PROCESSES).toBe(4);
    expect(loadEnv({ ...postgres, SANDBOX_PROVIDERS: "false", SERVER_PROCESSES: "2" }).SERVER_PROCESSES).toBe(2);
    for (const wrong of ["0", "1.5", "65", "many"])
      expect(() => loadEnv({ SERVER_PROCESSES: wrong })).toThrow(/SERVER_PROCESSES:/);
    // PGlite is one process's database.
    expect(() => loadEnv({ ...production, SERVER_PROCESSES: "2" })).toThrow(
      /SERVER_PROCESSES: 2 processes need PostgreSQL \(DATABASE_URL\)/,
    );
    // The fakes' world lives in each process's memory (development turns them on by default).
    expect(() => loadEnv({ ...postgres, SERVER_PROCESSES: "2" })).toThrow(
      /SERVER_PROCESSES: .*SANDBOX_PROVIDERS=false/s,
    );
    expect(() =>
      loadEnv({ ...production, ...postgres, SANDBOX_PROVIDERS: "true", HOST: "127.0.0.1", SERVER_PROCESSES: "2" }),
    ).toThrow(/sandbox/);
  });

  it("needs the Stripe webhook secret in production once a Stripe key is set", () => {
    const prod = productionSettings();
    expect(() => loadEnv({ ...prod, STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required in production/,
    );
    expect(
      loadEnv({ ...prod, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).STRIPE_SECRET_KEY,
    ).toBe("sk_live_x");
    // Without a key nothing is for sale, and nothing is required.
    expect(loadEnv(prod).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("checks the operator's entitlements table at start-up, naming the bad field", () => {
    expect(loadEnv({ TIER_ENTITLEMENTS: '{"Pro":{"extraFreeEntries":3}}' }).TIER_ENTITLEMENTS).toContain(
      "extraFreeEntries",
    );
    expect(() => loadEnv({ TIER_ENTITLEMENTS: '{"Pro":{"extraFreeEntries":-1}}' })).toThrow(
      /TIER_ENTITLEMENTS: Pro\.extraFreeEntries/,
    );
    expect(() => loadEnv({ TIER_ENTITLEMENTS: '{"Gold":{}}' })).toThrow(/TIER_ENTITLEMENTS/);
    expect(() => loadEnv({ TIER_ENTITLEMENTS: "{not json" })).toThrow(/TIER_ENTITLEMENTS/);
  });

  it("names a URL of the wrong kind for the database, Redis and SMTP instead of trying it", () => {
    expect(() => loadEnv({ DATABASE_URL: "mysql://root@127.0.0.1:3306/test" })).toThrow(
      /DATABASE_URL: must be a PostgreSQL URL .*postgres:\/\/ or postgresql:\/\//,
    );
    expect(() => loadEnv({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL: must be a Redis URL/);
    expect(() => loadEnv({ SMTP_URL: "https://mail.example.com" })).toThrow(/SMTP_URL: must be an SMTP URL/);
    const env = loadEnv({
      DATABASE_URL: "postgresql://u:p@db:5432/q",
      REDIS_URL: "rediss://cache:6380",
      SMTP_URL: "smtps://u:p@mail.example.com",
    });
    expect([env.DATABASE_URL, env.REDIS_URL, env.SMTP_URL]).toEqual([
      "postgresql://u:p@db:5432/q",
      "rediss://cache:6380",
      "smtps://u:p@mail.example.com",
    ]);
  });

  it("needs TOKEN_ENCRYPTION_KEY in production, and a previous AUTH_SECRET that is not the current one", () => {
    const { TOKEN_ENCRYPTION_KEY: _key, ...withoutKey } = productionSettings();
    expect(() => loadEnv(withoutKey)).toThrow(/TOKEN_ENCRYPTION_KEY: required in production .*rotate-token-key/);
    expect(loadEnv({ NODE_ENV: "development" }).TOKEN_ENCRYPTION_KEY).toBeUndefined();
    const production = productionSettings();
    expect(() => loadEnv({ ...production, AUTH_SECRET_PREVIOUS: production.AUTH_SECRET })).toThrow(
      /AUTH_SECRET_PREVIOUS: is AUTH_SECRET itself/,
    );
    const previous = strongSecret();
    expect(loadEnv({ ...production, AUTH_SECRET_PREVIOUS: previous }).AUTH_SECRET_PREVIOUS).toBe(previous);
  });

  it("serves the API reference unless API_DOCS=false", () => {
    expect(loadEnv({}).API_DOCS).toBe(true);
    expect(loadEnv({ ...productionSettings(), API_DOCS: "false" }).API_DOCS).toBe(false);
    expect(() => loadEnv({ API_DOCS: "sometimes" })).toThrow(/API_DOCS/);
  });

  it("reads who may create organizations: everyone by default, operators, or verified addresses at domains", () => {
    expect(loadEnv({}).ORGANIZATION_CREATION).toEqual({ mode: "everyone" });
    expect(loadEnv({ ORGANIZATION_CREATION: "" }).ORGANIZATION_CREATION).toEqual({ mode: "everyone" });
    expect(loadEnv({ ORGANIZATION_CREATION: "operators" }).ORGANIZATION_CREATION).toEqual({ mode: "operators" });
    expect(
      loadEnv({ ORGANIZATION_CREATION: "domains:Example.COM, @acme.org,example.com" }).ORGANIZATION_CREATION,
    ).toEqual({ mode: "domains", domains: ["example.com", "acme.org"] });
    for (const bad of ["admins", "domains:", "domains:localhost", "domains:a b.com", "Operators"]) {
      expect(() => loadEnv({ ORGANIZATION_CREATION: bad }), bad).toThrow(/ORGANIZATION_CREATION: /);
    }
  });

  it("gives a command-line tool the database settings without the production secrets, naming a wrong one", () => {
    const env = loadDatabaseEnv({ NODE_ENV: "production", DATA_DIR: "/srv/questhq" });
    expect(env).toMatchObject({ DATA_DIR: "/srv/questhq", isProduction: true, PUBLIC_URL: "http://localhost:3000" });
    expect(() => loadEnv({ NODE_ENV: "production", DATA_DIR: "/srv/questhq" })).toThrow(/AUTH_SECRET/);
    const wrong = () => loadDatabaseEnv({ NODE_ENV: "production", DATABASE_URL: "not a url" });
    expect(wrong).toThrow(EnvError);
    expect(wrong).toThrow(/DATABASE_URL: /);
  });
});
