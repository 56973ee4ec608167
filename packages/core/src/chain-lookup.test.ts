import { describe, expect, it } from "vitest";
import { CHAINS } from "./chains";
import { findChain, INVALID_CHAIN_MESSAGE_PREFIX, resolveChain } from "./chain-lookup";

const idOf = (input: string | number) => resolveChain(input).id;

describe("resolveChain", () => {
  it("accepts decimal ids as numbers and strings", () => {
    expect(idOf(8453)).toBe(8453);
    expect(idOf("8453")).toBe(8453);
    expect(idOf(" 137 ")).toBe(137);
    expect(idOf("-1")).toBe(-1);
    expect(idOf(-2)).toBe(-2);
    expect(idOf("11155111")).toBe(11155111);
  });

  it("accepts hex ids", () => {
    expect(idOf("0x2105")).toBe(8453);
    expect(idOf("0x1")).toBe(1);
    expect(idOf("0X89")).toBe(137);
    expect(idOf("0xa4b1")).toBe(42161);
    expect(idOf("0xaa36a7")).toBe(11155111);
    expect(idOf("0xa0c71fd")).toBe(168587773);
  });

  it("reads the value from characters 3 to 10 only (parseInt(s.slice(2, 10), 16))", () => {
    // Exactly 10 characters: all 8 hex digits count.
    expect(idOf("0x00aa36a7")).toBe(11155111);
    // Longer: the digits after the 10th character are ignored.
    expect(idOf("0x0000210500")).toBe(8453);
    expect(idOf("0x00000001ffffffff")).toBe(1);
    // 0x2105abcd is not a chain even though 0x2105 is.
    expect(() => resolveChain("0x2105abcdef")).toThrow(`${INVALID_CHAIN_MESSAGE_PREFIX}0x2105abcdef`);
  });

  it("rejects malformed hex instead of reading a prefix of it", () => {
    expect(() => resolveChain("0x")).toThrow("Invalid chain name or ID: 0x");
    expect(() => resolveChain("0x1zz")).toThrow("Invalid chain name or ID: 0x1zz");
    expect(() => resolveChain("0x0")).toThrow("Invalid chain name or ID: 0x0");
  });

  it("accepts several spellings of a name", () => {
    for (const s of [
      "Arbitrum Sepolia",
      "arbitrum_sepolia",
      "arbitrum-sepolia",
      "ARBITRUM SEPOLIA",
      "arbitrumsepolia",
      "  Arbitrum  Sepolia ",
    ]) {
      expect([s, idOf(s)]).toEqual([s, 421614]);
    }
    expect(idOf("bnb_chain")).toBe(56);
    expect(idOf("BNB-Chain")).toBe(56);
    expect(idOf("Bitcoin Ordinals")).toBe(-2);
    expect(idOf("bitcoin_ordinals")).toBe(-2);
    expect(idOf("SOLANA")).toBe(-1);
    expect(idOf("immutable-zkevm")).toBe(13371);
  });

  it("accepts common aliases", () => {
    expect(idOf("eth")).toBe(1);
    expect(idOf("mainnet")).toBe(1);
    expect(idOf("bsc")).toBe(56);
    expect(idOf("BNB")).toBe(56);
    expect(idOf("matic")).toBe(137);
    expect(idOf("op")).toBe(10);
    expect(idOf("Arbitrum One")).toBe(42161);
  });

  it("resolves every chain by its id, name and backend name (no alias shadows a name)", () => {
    for (const c of CHAINS) {
      expect(resolveChain(c.id)).toBe(c);
      expect(resolveChain(String(c.id))).toBe(c);
      expect(resolveChain(c.name)).toBe(c);
      expect(resolveChain(c.backendName)).toBe(c);
      if (c.id > 0) expect(resolveChain(`0x${c.id.toString(16)}`)).toBe(c);
    }
  });

  it("resolves hidden chains too", () => {
    expect(idOf("cronos")).toBe(25);
    expect(idOf("Berachain Artio")).toBe(80085);
  });

  it.each([
    ["", "Invalid chain name or ID: "],
    ["   ", "Invalid chain name or ID:    "],
    ["0", "Invalid chain name or ID: 0"],
    ["99999", "Invalid chain name or ID: 99999"],
    ["ethereum classic", "Invalid chain name or ID: ethereum classic"],
    ["1.5", "Invalid chain name or ID: 1.5"],
    ["1e3", "Invalid chain name or ID: 1e3"],
  ])("rejects %j with the verbatim message", (input, message) => {
    expect(() => resolveChain(input)).toThrow(new Error(message));
  });

  it("rejects numbers that are not chain ids", () => {
    expect(() => resolveChain(Number.NaN)).toThrow(new Error("Invalid chain name or ID: NaN"));
    expect(() => resolveChain(1.5)).toThrow(new Error("Invalid chain name or ID: 1.5"));
    expect(() => resolveChain(0)).toThrow(new Error("Invalid chain name or ID: 0"));
    expect(() => resolveChain(Number.POSITIVE_INFINITY)).toThrow(new Error("Invalid chain name or ID: Infinity"));
  });

  it("exports the message prefix", () => {
    expect(INVALID_CHAIN_MESSAGE_PREFIX).toBe("Invalid chain name or ID: ");
  });
});

describe("findChain", () => {
  it("returns undefined instead of throwing", () => {
    expect(findChain("nope")).toBeUndefined();
    expect(findChain("base")?.id).toBe(8453);
  });
});
