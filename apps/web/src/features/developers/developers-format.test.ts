import { describe, expect, it } from "vitest";
import { apiKeyState, attemptOutcome, expiryFromDate, isSuccessfulAttempt } from "./developers-format";

describe("apiKeyState", () => {
  const now = Date.parse("2026-11-27T12:00:00Z");
  it("is active without an expiry or before it", () => {
    expect(apiKeyState({ revoked_at: null, expires_at: null }, now)).toBe("active");
    expect(apiKeyState({ revoked_at: null, expires_at: "2026-11-27T12:00:01Z" }, now)).toBe("active");
  });
  it("is expired from the expiry on", () => {
    expect(apiKeyState({ revoked_at: null, expires_at: "2026-11-27T12:00:00Z" }, now)).toBe("expired");
  });
  it("says revoked even when the key has also expired", () => {
    expect(apiKeyState({ revoked_at: "2026-11-01T00:00:00Z", expires_at: "2026-11-02T00:00:00Z" }, now)).toBe(
      "revoked",
    );
  });
});

describe("expiryFromDate", () => {
  it("is the end of the picked day in local time", () => {
    const iso = expiryFromDate("2027-01-31");
    expect(iso).not.toBeNull();
    const end = new Date(iso as string);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2027, 0, 31, 23, 59,
    ]);
  });
  it("is null for a blank or broken date", () => {
    expect(expiryFromDate("")).toBeNull();
    expect(expiryFromDate("  ")).toBeNull();
    expect(expiryFromDate("2027-13-45")).toBeNull();
  });
});

describe("attemptOutcome", () => {
  it("names the receiver's status and the time it took", () => {
    expect(attemptOutcome({ status_code: 200, duration_ms: 35, error: null })).toBe("HTTP 200 in 35 ms");
    expect(attemptOutcome({ status_code: 503, duration_ms: 1200, error: null })).toBe("HTTP 503 in 1,200 ms");
  });
  it("says why no answer came", () => {
    expect(attemptOutcome({ status_code: null, duration_ms: 10000, error: "timed out" })).toBe(
      "No answer in 10,000 ms: timed out",
    );
  });
  it("counts only 2xx answers as successful", () => {
    expect([200, 204, 299, 300, 199, 500, null].map((s) => isSuccessfulAttempt({ status_code: s }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
