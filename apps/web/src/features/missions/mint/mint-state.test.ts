import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  displaySupply,
  formatNative,
  mintButton,
  mintValue,
  objectiveMintTarget,
  registryFeeWei,
  type MintButtonInput,
} from "./mint-state";

const ready: MintButtonInput = {
  isSignedIn: true,
  isNotStarted: false,
  hasWallet: true,
  isEnded: false,
  isOnChain: true,
  objectivesComplete: true,
  quantity: 2,
  total: "0.00299 ETH",
  chainName: "Base",
};

describe("the mint button (docs/product/rewards.md#mint-button, in order)", () => {
  it("walks the states from signed out to ready, the first that applies winning", () => {
    const labels = [
      mintButton({ ...ready, isSignedIn: false, isNotStarted: true, hasWallet: false }),
      mintButton({ ...ready, isNotStarted: true, hasWallet: false }),
      mintButton({ ...ready, hasWallet: false, isEnded: true }),
      mintButton({ ...ready, isEnded: true, isOnChain: false }),
      mintButton({ ...ready, isOnChain: false, objectivesComplete: false }),
      mintButton({ ...ready, objectivesComplete: false }),
      mintButton(ready),
    ].map((b) => b.label);
    expect(labels).toEqual([
      "Sign in to mint",
      "Mission Has Not Started",
      "Connect Wallet",
      "Mission Ended",
      "Switch to Base",
      "Complete Objectives to Mint",
      "Mint 2 for 0.00299 ETH",
    ]);
  });
});

describe("mint quantity and cost", () => {
  it("clamps to 1..max and never above 99 per transaction", () => {
    expect([0, -3, 1.7, 5, 120, Number.NaN].map((v) => clampQuantity(v, 99))).toEqual([1, 1, 1, 5, 99, 1]);
    expect(clampQuantity(50, 12)).toBe(12);
    expect(clampQuantity(150, 500)).toBe(99);
    // Sold out still offers 1, which the contract then refuses in words (MaxSupplyExceeded).
    expect(clampQuantity(3, 0)).toBe(1);
  });

  it("charges each token's price plus one flat fee from the registry", () => {
    expect(registryFeeWei(8453)).toBe(990_000_000_000_000n);
    expect(registryFeeWei(137)).toBe(2_800_000_000_000_000_000n);
    expect(mintValue(2, 1_000_000_000_000_000n, registryFeeWei(8453))).toBe(2_990_000_000_000_000n);
    expect(formatNative(2_990_000_000_000_000n, 8453)).toBe("0.00299 ETH");
    expect(formatNative(2_800_000_000_000_000_000n, 137)).toBe("2.8 MATIC");
  });

  it("shows the fixed supply of mission 29 (the demo's Optimism Explorer Badge) and the contract's elsewhere", () => {
    expect(displaySupply("91bdbf96-e854-5b60-b918-c3295eb7e544", 12n)).toBe(3_626_460n);
    expect(displaySupply("29", 12n)).toBe(12n);
    expect(displaySupply("3f0c1b9e-0000-4000-8000-000000000029", 12n)).toBe(12n);
    expect(displaySupply("30", undefined)).toBeUndefined();
  });
});

describe("an onchain_mint objective's mint target", () => {
  const stamp = "0x4f7d1a3b35dc8ca5a8e8d5b7f4cbbbb1e8b2c1a9";

  it("is the objective's chain and its deployed contract, checksummed", () => {
    expect(objectiveMintTarget({ blockchain: 31337, contract_address: stamp })).toEqual({
      chainId: 31337,
      contract: "0x4F7D1a3B35DC8cA5a8e8D5B7f4cBBBb1E8b2c1A9",
    });
    // The wizard's form stores the chain as text.
    expect(objectiveMintTarget({ blockchain: "8453", contract_address: ` ${stamp} ` })?.chainId).toBe(8453);
  });

  it("is none until the contract is deployed, or off EVM chains, or with a broken address", () => {
    for (const values of [
      { blockchain: 31337 },
      { blockchain: 31337, contract_address: "" },
      { blockchain: 31337, contract_address: "0x1234" },
      { blockchain: -1, contract_address: stamp },
      { blockchain: "base", contract_address: stamp },
      { contract_address: stamp },
      null,
      undefined,
    ]) {
      expect(objectiveMintTarget(values), JSON.stringify(values)).toBeNull();
    }
  });
});
