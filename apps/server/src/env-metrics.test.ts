import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

// The metrics settings (env-metrics.ts): off unless set, and a start that would expose them badly stops, naming the
// variable.

const token = () => randomBytes(32).toString("hex");
/** What several processes need before the metrics settings are looked at. */
const cluster = { SERVER_PROCESSES: "2", DATABASE_URL: "postgres://db.example/questhq", SANDBOX_PROVIDERS: "false" };

describe("metrics settings", () => {
  it("are off by default, the listener's interface loopback", () => {
    const env = loadEnv({});
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(env.METRICS_HOST).toBe("127.0.0.1");
  });

  it("refuse a port that is not one, or the main port", () => {
    for (const port of ["eighty", "0", "65536", "3.5"])
      expect(() => loadEnv({ METRICS_PORT: port }), port).toThrow(/^ {2}METRICS_PORT: /m);
    expect(() => loadEnv({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(
      /METRICS_PORT: must differ from PORT \(3000\)/,
    );
    expect(loadEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
  });

  it("refuse a short or guessable token, naming the variable", () => {
    expect(() => loadEnv({ METRICS_TOKEN: "abc123" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadEnv({ METRICS_TOKEN: "ab".repeat(32) })).toThrow(/METRICS_TOKEN: looks guessable/);
    expect(() => loadEnv({ METRICS_TOKEN: "metricsmetricsmetricsmetricsmetrics" })).toThrow(
      /METRICS_TOKEN: looks guessable/,
    );
  });

  it("keep the token out of anything that spreads, logs or serialises the settings", () => {
    const secret = token();
    const env = loadEnv({ METRICS_TOKEN: secret });
    expect(env.METRICS_TOKEN).toBe(secret);
    expect(JSON.stringify(env)).not.toContain(secret);
    expect({ ...env }).not.toHaveProperty("METRICS_TOKEN");
  });

  it("need the metrics port for a token when several processes serve, whose sum only the port answers", () => {
    expect(() => loadEnv({ ...cluster, METRICS_TOKEN: token() })).toThrow(
      /METRICS_PORT: required with METRICS_TOKEN when SERVER_PROCESSES is 2/,
    );
    expect(loadEnv({ ...cluster, METRICS_TOKEN: token(), METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(loadEnv({ ...cluster, METRICS_PORT: "9464" }).METRICS_TOKEN).toBeUndefined();
  });
});
