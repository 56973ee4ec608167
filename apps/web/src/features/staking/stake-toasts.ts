import { STAKING_TOASTS } from "@questhq/core";
import { ApiError } from "@/lib/api";
import type { StakeKind } from "./stake-amount";
import { CANCELLED_MESSAGE, isUserRejection } from "./staking-errors";

/** §4 wording of a deposit or a withdrawal (core's STAKING_TOASTS): loading, success, failure. */
export function stakeToasts(kind: StakeKind) {
  return kind === "deposit" ? STAKING_TOASTS.deposit : STAKING_TOASTS.withdraw;
}

export const APPROVE_TOASTS = STAKING_TOASTS.approve;

export type FailureToast = { tone: "info" | "error"; text: string };

/**
 * What a failed step's toast says: a cancel in the wallet is not an error, a refusal by our server shows the
 * server's own words (§8 Staking: "the server message, or ..."), anything else the spec's "Error ..." line.
 */
export function failureToast(error: unknown, fallback: string): FailureToast {
  if (isUserRejection(error)) return { tone: "info", text: CANCELLED_MESSAGE };
  if (error instanceof ApiError) return { tone: "error", text: error.message };
  return { tone: "error", text: fallback };
}
