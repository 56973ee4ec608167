import { describe, expect, it } from "vitest";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS } from "../src/accounts";

describe("anvil accounts", () => {
  it("are the ten accounts of anvil's default mnemonic, key and address alike", () => {
    for (let i = 0; i < 10; i++) {
      const derived = mnemonicToAccount("test test test test test test test test test test test junk", {
        addressIndex: i,
      });
      expect(privateKeyToAccount(ANVIL_PRIVATE_KEYS[i]!).address).toBe(derived.address);
      expect(ANVIL_ADDRESSES[i]).toBe(derived.address);
    }
  });
});
