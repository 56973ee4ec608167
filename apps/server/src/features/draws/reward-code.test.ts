import { describe, expect, it } from "vitest";
import { newRewardCode } from "./reward-code";

describe("reward codes", () => {
  it("are QHQ- and four groups of four of Crockford's base 32, never repeated in 10,000", () => {
    const codes = Array.from({ length: 10_000 }, newRewardCode);
    for (const code of codes) expect(code).toMatch(/^QHQ-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("use every character about equally often, in every position (no bias to guess from)", () => {
    const n = 20_000;
    const perPosition = Array.from({ length: 16 }, () => new Map<string, number>());
    for (let i = 0; i < n; i++) {
      const chars = [...newRewardCode().slice(4).replaceAll("-", "")];
      for (const [p, c] of chars.entries()) perPosition[p]!.set(c, (perPosition[p]!.get(c) ?? 0) + 1);
    }
    // 625 expected per character and position; ±25% is over 10 standard deviations away.
    for (const counts of perPosition) {
      expect(counts.size).toBe(32);
      for (const count of counts.values()) expect(Math.abs(count - n / 32)).toBeLessThan(n / 32 / 4);
    }
  });
});
