import { UserRejectedRequestError } from "viem";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { APPROVE_TOASTS, failureToast, stakeToasts } from "./stake-toasts";

describe("deposit and withdraw toasts (docs/product/staking.md#staking-toasts)", () => {
  it("says Depositing / Withdrawing HQ Tokens, not the old $HQ staking labels", () => {
    expect(stakeToasts("deposit")).toEqual({
      loading: "Depositing HQ Tokens",
      success: "HQ Tokens Deposited!",
      failed: "Error depositing HQ tokens",
    });
    expect(stakeToasts("withdraw")).toEqual({
      loading: "Withdrawing HQ Tokens",
      success: "HQ Tokens Withdrawn!",
      failed: "Error withdrawing HQ tokens",
    });
    expect(APPROVE_TOASTS.loading).toBe("Approving HQ Token Spending");
  });

  it("shows the server's message when our server refused the signature", () => {
    const refused = new ApiError(409, "conflict", "You can withdraw at most 10 $HQ (your available deposit).");
    expect(failureToast(refused, stakeToasts("withdraw").failed)).toEqual({
      tone: "error",
      text: "You can withdraw at most 10 $HQ (your available deposit).",
    });
  });

  it("falls back to the catalogue's error line for a chain failure", () => {
    expect(failureToast(new Error("execution reverted"), stakeToasts("deposit").failed)).toEqual({
      tone: "error",
      text: "Error depositing HQ tokens",
    });
  });

  it("treats a cancel in the wallet as information, not an error", () => {
    const cancel = new UserRejectedRequestError(new Error("User rejected the request."));
    expect(failureToast(cancel, stakeToasts("deposit").failed).tone).toBe("info");
  });
});
