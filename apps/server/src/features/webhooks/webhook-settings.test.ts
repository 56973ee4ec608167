import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { WEBHOOK_MESSAGES } from "@questhq/core";
import { loadEnv } from "../../env";
import { deliveryBody } from "./deliver-webhooks";
import { periodInWords } from "./disable-endpoint";
import { endpointUrlProblem, retryDelayMs } from "./webhook-settings";

describe("the retry schedule", () => {
  it("waits each step of the schedule, give or take 20 %, and stops when it runs out", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 * 86_400_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (schedule, r) => {
          schedule.forEach((base, i) => {
            const delay = retryDelayMs(schedule, i + 1, () => r)!;
            expect(delay).toBeGreaterThanOrEqual(Math.max(1, Math.floor(base * 0.8)));
            expect(delay).toBeLessThanOrEqual(Math.ceil(base * 1.2));
          });
          expect(retryDelayMs(schedule, schedule.length + 1, () => r)).toBeNull();
        },
      ),
    );
  });

  it("reads WEBHOOK_RETRY_SCHEDULE and WEBHOOK_DISABLE_AFTER as durations; the default spans about three days", () => {
    const env = loadEnv({ WEBHOOK_RETRY_SCHEDULE: "500ms, 5s,2m,1h,3d", WEBHOOK_DISABLE_AFTER: "36h" });
    expect(env.WEBHOOK_RETRY_SCHEDULE).toEqual([500, 5_000, 120_000, 3_600_000, 3 * 86_400_000]);
    expect(env.WEBHOOK_DISABLE_AFTER).toBe(36 * 3_600_000);
    const defaults = loadEnv({});
    const total = defaults.WEBHOOK_RETRY_SCHEDULE.reduce((a, b) => a + b, 0);
    expect(total / 86_400_000).toBeGreaterThan(2.5);
    expect(total / 86_400_000).toBeLessThan(3.5);
    expect(defaults.WEBHOOK_DISABLE_AFTER).toBe(5 * 86_400_000);
    expect(() => loadEnv({ WEBHOOK_RETRY_SCHEDULE: "5s,soon" })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
    expect(() => loadEnv({ WEBHOOK_DISABLE_AFTER: "0s" })).toThrow(/WEBHOOK_DISABLE_AFTER/);
  });

  it("says a period in words", () => {
    expect(periodInWords(5 * 86_400_000)).toBe("5 days");
    expect(periodInWords(3_600_000)).toBe("1 hour");
    expect(periodInWords(90_000)).toBe("1.5 minutes");
    expect(periodInWords(60)).toBe("0.06 seconds");
  });
});

describe("endpoint URLs", () => {
  const dev = { isProduction: false, allowHosts: ["127.0.0.1:4010"] };
  const prod = { isProduction: true, allowHosts: ["127.0.0.1:4010"] };

  it("take https anywhere, http only to an allow-listed host outside production", () => {
    expect(endpointUrlProblem("https://hooks.example.com/in", prod)).toBeNull();
    expect(endpointUrlProblem("http://127.0.0.1:4010/in", dev)).toBeNull();
    expect(endpointUrlProblem("http://127.0.0.1:4010/in", prod)).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(endpointUrlProblem("http://127.0.0.1:4011/in", dev)).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(endpointUrlProblem("http://hooks.example.com/in", dev)).toBe(WEBHOOK_MESSAGES.httpsOnly);
  });

  it("refuse private and loopback addresses and credentials in the URL", () => {
    for (const url of ["https://10.0.0.5/", "https://[fd00::1]/", "https://127.0.0.1:4443/", "https://a.localhost/"])
      expect(endpointUrlProblem(url, dev), url).toBe(WEBHOOK_MESSAGES.publicOnly);
    expect(endpointUrlProblem("https://user:pw@hooks.example.com/", dev)).toBe(WEBHOOK_MESSAGES.urlInvalid);
  });
});

describe("the delivered body", () => {
  it("is { type, timestamp, data } in that order, whatever order the stored body came back in", () => {
    const stored = { data: { b: 1, a: [2] }, timestamp: "2026-11-27T16:00:00.000Z", type: "ping" };
    expect(deliveryBody(stored)).toBe('{"type":"ping","timestamp":"2026-11-27T16:00:00.000Z","data":{"b":1,"a":[2]}}');
  });
});
