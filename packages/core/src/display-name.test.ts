import { describe, expect, it } from "vitest";
import { displayName, isPlaceholderEmail } from "./display-name";

const WALLET = "0x52908400098527886E0F7030069857D2E4169EE7";

describe("displayName", () => {
  it("prefers a name the user set", () => {
    expect(displayName({ name: "Ada", email: "ada@example.com", ensName: "ada.eth", walletAddress: WALLET })).toBe(
      "Ada",
    );
  });

  it("skips a name that is just the wallet address (any case) and falls back to email", () => {
    expect(displayName({ name: WALLET.toLowerCase(), email: "ada@example.com", walletAddress: WALLET })).toBe(
      "ada@example.com",
    );
    expect(displayName({ name: "0x1111111111111111111111111111111111111111", email: "ada@example.com" })).toBe(
      "ada@example.com",
    );
  });

  it("skips placeholder emails created for wallet users and falls back to the ENS name", () => {
    const placeholder = `${WALLET.toLowerCase()}@siwe.placeholder.invalid`;
    expect(displayName({ name: WALLET, email: placeholder, ensName: "ada.eth", walletAddress: WALLET })).toBe(
      "ada.eth",
    );
    expect(displayName({ email: `${WALLET}@questhq.example`, ensName: "ada.eth" })).toBe("ada.eth");
  });

  it("falls back to the shortened wallet, then Anonymous", () => {
    expect(displayName({ name: "  ", email: "", ensName: null, walletAddress: WALLET })).toBe("0x5290…9EE7");
    expect(displayName({})).toBe("Anonymous");
    expect(displayName({ name: null, email: null, ensName: null, walletAddress: null })).toBe("Anonymous");
  });

  it("trims what it shows", () => {
    expect(displayName({ name: "  Ada  " })).toBe("Ada");
  });

  it("does not show a placeholder email used as a name", () => {
    expect(displayName({ name: "x@siwe.placeholder.invalid", ensName: "ada.eth" })).toBe("ada.eth");
  });
});

describe("isPlaceholderEmail", () => {
  it("recognises the reserved .invalid domain and wallet-address local parts", () => {
    expect(isPlaceholderEmail("a@siwe.placeholder.invalid")).toBe(true);
    expect(isPlaceholderEmail("a@siwe.invalid")).toBe(true);
    expect(isPlaceholderEmail("A@Example.INVALID")).toBe(true);
    expect(isPlaceholderEmail(`${WALLET}@example.com`)).toBe(true);
  });

  it("leaves real emails alone", () => {
    expect(isPlaceholderEmail("ada@example.com")).toBe(false);
    expect(isPlaceholderEmail("ada@invalid.example.com")).toBe(false);
    expect(isPlaceholderEmail("not-an-email")).toBe(false);
  });
});
