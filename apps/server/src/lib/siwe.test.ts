import { generateSiweNonce } from "viem/siwe";
import { describe, expect, it } from "vitest";
import { nonceLeaks } from "../test/nonce-checks";
import { newSiweNonce, SIWE_NONCE_LENGTH } from "./siwe";

describe("SIWE nonces", () => {
  it("10,000 consecutive nonces are EIP-4361 alphanumerics that share no window with their predecessors", () => {
    const nonces = Array.from({ length: 10_000 }, () => newSiweNonce());
    expect(nonces.every((n) => n.length === SIWE_NONCE_LENGTH && /^[A-Za-z0-9]+$/.test(n))).toBe(true);
    expect(nonceLeaks(nonces)).toEqual([]);
  });

  it("uses the whole alphabet evenly (no character favoured by a modulo bias)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) for (const c of newSiweNonce()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 320,000 characters: about 5,161 each (standard deviation about 71). Taking a byte modulo 62 without dropping
    // the top 8 values would give 8 characters about 6,250.
    for (const n of counts.values()) expect(Math.abs(n - 320_000 / 62)).toBeLessThan(500);
  });

  it("the checks catch the generator we replaced", () => {
    const slid = Array.from({ length: 100 }, () => generateSiweNonce());
    expect(nonceLeaks(slid).length).toBeGreaterThan(0);
  });
});
