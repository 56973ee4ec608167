import { STAKING_TOASTS } from "@questhq/core";
import { ApiError } from "@/lib/api";
import type { StakeKind } from "./stake-amount";
import { CANCELLED_MESSAGE, isUserRejection } from "./staking-errors";

/**
 * The wording of a deposit or a withdrawal (core's STAKING_TOASTS): loading, success, failure
 * (docs/product/staking.md#staking-toasts).
 */
export function stakeToasts(kind: StakeKind) {
  return kind === "deposit" ? STAKING_TOASTS.deposit : STAKING_TOASTS.withdraw;
}

export const APPROVE_TOASTS = STAKING_TOASTS.approve;

export type FailureToast = { tone: "info" | "error"; text: string };

/**
 * What a failed step's toast says: a cancel in the wallet is not an error, a refusal by our server shows the
 * server's own words (the server's message, else the failure line: docs/product/errors.md#staking), anything else the
 * catalogue's "Error ..." line.
 */
export function failureToast(error: unknown, fallback: string): FailureToast {
  if (isUserRejection(error)) return { tone: "info", text: CANCELLED_MESSAGE };
  if (error instanceof ApiError) return { tone: "error", text: error.message };
  return { tone: "error", text: fallback };
}
