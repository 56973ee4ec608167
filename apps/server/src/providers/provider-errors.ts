// How an adapter reports that it could not get an answer. The verification engine turns
// ProviderUnavailableError into a visible pending state retried in the background, and
// ProviderAuthError into "reconnect your account"; neither is the user's failure.

/** "queued": our own budget of the provider's rate limit is spent for now, so the call was not made (budgets/). */
export type UnavailableReason = "rate_limited" | "down" | "malformed" | "queued";

export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: UnavailableReason,
    /** From Retry-After / x-rate-limit-reset / retry_after when the provider says. */
    readonly retryAfterMs: number | null = null,
    detail?: string,
  ) {
    super(`${provider} ${reason}${detail ? `: ${detail}` : ""}`);
    this.name = "ProviderUnavailableError";
  }
}

/** Our budget of a provider's rate limit is spent until `retryAfterMs`: the call was not made (budgets/). */
export class BudgetSpentError extends ProviderUnavailableError {
  constructor(
    provider: string,
    /** The budget: its key (one queue per key), and its limit per window to tell a place in line from a wait. */
    readonly budget: { key: string; limit: number; windowMs: number },
    waitMs: number,
  ) {
    super(provider, "queued", waitMs, `${budget.key}: ${budget.limit} per ${budget.windowMs} ms spent`);
    this.name = "BudgetSpentError";
  }
}

/** The stored token was refused (expired and not refreshable, or revoked). */
export class ProviderAuthError extends Error {
  constructor(
    readonly provider: string,
    detail?: string,
  ) {
    super(`${provider} refused the account's token${detail ? `: ${detail}` : ""}`);
    this.name = "ProviderAuthError";
  }
}
