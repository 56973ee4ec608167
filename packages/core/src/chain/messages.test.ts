import { describe, expect, it } from "vitest";
import { STAKING_MESSAGES, STAKING_TOASTS } from "./messages";

// Toast wording users read while their wallet works, word for word: docs/product/staking.md#staking-toasts and
// docs/product/errors.md#staking.
describe("staking toasts", () => {
  // The $HQ toasts: deposit, withdraw and approving $HQ spending.
  it.each([
    ["deposit", "Depositing HQ Tokens", "HQ Tokens Deposited!", "Error depositing HQ tokens"],
    ["withdraw", "Withdrawing HQ Tokens", "HQ Tokens Withdrawn!", "Error withdrawing HQ tokens"],
    ["approve", "Approving HQ Token Spending", "HQ Token Spending Approved!", "Error approving HQ token spending"],
  ] as const)("%s: loading, success and failure", (action, loading, success, failed) => {
    expect(STAKING_TOASTS[action]).toEqual({ loading, success, failed });
  });

  it("membership NFTs: the catalogue's loading words, then the pattern's success and failure", () => {
    expect(STAKING_TOASTS.stakeNfts.loading).toBe("Staking");
    expect(STAKING_TOASTS.unstakeNfts.loading).toBe("Unstaking");
    expect(STAKING_TOASTS.approveNfts.loading).toBe("Approving Tokens");
    expect(STAKING_TOASTS.approveNfts).toEqual({
      loading: "Approving Tokens",
      success: "Tokens Approved!",
      failed: "Error approving tokens",
    });
    // Every success ends with "!" and every failure starts with "Error ", as in the catalogue's lines.
    for (const toast of Object.values(STAKING_TOASTS)) {
      expect(toast.success).toMatch(/!$/);
      expect(toast.failed).toMatch(/^Error [a-z]/);
    }
  });

  it("the deposit and withdraw toasts are not the $HQ staking labels of old", () => {
    const all = Object.values(STAKING_TOASTS).flatMap((t) => Object.values(t));
    expect(all).not.toContain("Staking $HQ");
    expect(all).not.toContain("$HQ Staked!");
  });
});

describe("staking failures (the catalogue's wording)", () => {
  it("falls back to the catalogue's sentences when the server gave no message", () => {
    expect(STAKING_MESSAGES.depositFailed).toBe("An error occurred while depositing HQ tokens");
    expect(STAKING_MESSAGES.withdrawFailed).toBe("An error occurred while withdrawing HQ tokens");
    expect(STAKING_MESSAGES.approveFailed).toBe("An error occurred while approving HQ token spending");
    expect(STAKING_MESSAGES.noStakableTokens).toBe("You have no stakable tokens. Consider buying some to participate.");
  });
});
