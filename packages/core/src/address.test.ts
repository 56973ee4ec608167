import { describe, expect, it } from "vitest";
import {
  INVALID_BITCOIN_ORDINALS_WALLET_MESSAGE,
  INVALID_ETHEREUM_WALLET_MESSAGE,
  INVALID_SOLANA_WALLET_MESSAGE,
  isBitcoinOrdinalsAddress,
  isEvmAddress,
  isSolanaAddress,
  OBJECTIVES_INCOMPLETE_MESSAGE,
  shortenAddress,
  validateEntryWallet,
} from "./address";

const EVM = "0x52908400098527886E0F7030069857D2E4169EE7";

describe("shortenAddress", () => {
  it("keeps the first 6 and last 4 characters", () => {
    expect(shortenAddress(EVM)).toBe("0x5290…9EE7");
    expect(shortenAddress("abcdefghijk")).toBe("abcdef…hijk");
  });

  it("returns values of 10 characters or fewer unchanged", () => {
    expect(shortenAddress("")).toBe("");
    expect(shortenAddress("0x12")).toBe("0x12");
    expect(shortenAddress("0123456789")).toBe("0123456789");
  });
});

describe("isEvmAddress", () => {
  it("accepts 40 hex characters with or without 0x, any case", () => {
    expect(isEvmAddress(EVM)).toBe(true);
    expect(isEvmAddress(EVM.slice(2))).toBe(true);
    expect(isEvmAddress(EVM.toLowerCase())).toBe(true);
  });

  it("rejects wrong lengths, non-hex and padding", () => {
    expect(isEvmAddress(EVM.slice(0, -1))).toBe(false);
    expect(isEvmAddress(`${EVM}0`)).toBe(false);
    expect(isEvmAddress(`0x${"g".repeat(40)}`)).toBe(false);
    expect(isEvmAddress(` ${EVM}`)).toBe(false);
    expect(isEvmAddress("")).toBe(false);
  });
});

describe("isBitcoinOrdinalsAddress", () => {
  it("accepts bc1 followed by 39 to 59 alphanumerics", () => {
    expect(isBitcoinOrdinalsAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe(true);
    expect(isBitcoinOrdinalsAddress(`bc1${"a".repeat(39)}`)).toBe(true);
    expect(isBitcoinOrdinalsAddress(`bc1${"a".repeat(59)}`)).toBe(true);
  });

  it("rejects other lengths, prefixes and characters", () => {
    expect(isBitcoinOrdinalsAddress(`bc1${"a".repeat(38)}`)).toBe(false);
    expect(isBitcoinOrdinalsAddress(`bc1${"a".repeat(60)}`)).toBe(false);
    expect(isBitcoinOrdinalsAddress(`tb1${"a".repeat(40)}`)).toBe(false);
    expect(isBitcoinOrdinalsAddress("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa")).toBe(false);
    expect(isBitcoinOrdinalsAddress(`bc1${"a".repeat(39)}_`)).toBe(false);
  });
});

describe("isSolanaAddress", () => {
  it("accepts 32 to 44 base58 characters", () => {
    expect(isSolanaAddress("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin")).toBe(true);
    expect(isSolanaAddress("1".repeat(32))).toBe(true);
    expect(isSolanaAddress("z".repeat(44))).toBe(true);
  });

  it("rejects other lengths and the characters base58 leaves out", () => {
    expect(isSolanaAddress("1".repeat(31))).toBe(false);
    expect(isSolanaAddress("1".repeat(45))).toBe(false);
    for (const bad of ["0", "O", "I", "l"]) expect(isSolanaAddress(`${bad}${"1".repeat(40)}`)).toBe(false);
  });
});

describe("validateEntryWallet", () => {
  it("checks Ethereum-type wallets on every chain that is not -1 or -2", () => {
    expect(validateEntryWallet(1, EVM)).toEqual({ isValid: true });
    expect(validateEntryWallet(8453, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toEqual({
      isValid: false,
      message: "Please enter a valid Ethereum Wallet Address.",
    });
  });

  it("checks Bitcoin Ordinals wallets on chain -2", () => {
    expect(validateEntryWallet(-2, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toEqual({ isValid: true });
    expect(validateEntryWallet(-2, EVM)).toEqual({
      isValid: false,
      message: "Please enter a valid Bitcoin Ordinals Wallet Address.",
    });
  });

  it("checks Solana wallets on chain -1", () => {
    expect(validateEntryWallet(-1, "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin")).toEqual({ isValid: true });
    expect(validateEntryWallet(-1, EVM)).toEqual({
      isValid: false,
      message: "Please enter a valid Solana Wallet Address.",
    });
  });

  it("reports incomplete objectives before looking at the wallet", () => {
    expect(validateEntryWallet(1, EVM, { hasCompletedObjectives: false })).toEqual({
      isValid: false,
      message: "Please complete all objectives before you can participate.",
    });
    expect(validateEntryWallet(1, EVM, { hasCompletedObjectives: true })).toEqual({ isValid: true });
  });

  it("exports the four messages verbatim", () => {
    expect(OBJECTIVES_INCOMPLETE_MESSAGE).toBe("Please complete all objectives before you can participate.");
    expect(INVALID_BITCOIN_ORDINALS_WALLET_MESSAGE).toBe("Please enter a valid Bitcoin Ordinals Wallet Address.");
    expect(INVALID_SOLANA_WALLET_MESSAGE).toBe("Please enter a valid Solana Wallet Address.");
    expect(INVALID_ETHEREUM_WALLET_MESSAGE).toBe("Please enter a valid Ethereum Wallet Address.");
  });
});
