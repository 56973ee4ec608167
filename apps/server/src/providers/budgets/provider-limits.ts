import type { Env } from "../../env";
import { BudgetSpentError, ProviderUnavailableError } from "../provider-errors";
import type { ProviderResponse } from "../http";
import type { BudgetStore, BudgetWindow, ProviderWindow } from "./budget-store";

// Provider limits as a part of verification: each adapter declares the rate limits of the endpoints it calls, as
// the provider documents them, and makes each call through withinBudget. A call the budget cannot take now is not
// made: it fails as "queued" with the time the budget frees up, and the engine keeps the verification waiting
// (without counting it as a failed attempt) until then. So in steady state the provider never answers 429 to us.

export type ProviderLimit = {
  provider: string;
  /** The endpoint as the provider's rate-limit table names it, e.g. "users/following". */
  endpoint: string;
  /** "user": every user token has its own budget (X, Discord); "app": one budget for the whole app or key. */
  per: "user" | "app";
  limit: number;
  windowMs: number;
};

/** The budget a call of this endpoint takes from, with the deployment's scale for simulations (env). */
export function budgetWindow(
  env: Pick<Env, "PROVIDER_LIMIT_SCALE" | "PROVIDER_LIMIT_WINDOW_MS">,
  limit: ProviderLimit,
  subject: string,
): BudgetWindow {
  const who = limit.per === "user" ? `user:${subject}` : "app";
  return {
    key: `${limit.provider}:${limit.endpoint}:${who}`,
    limit: Math.max(1, Math.ceil(limit.limit * env.PROVIDER_LIMIT_SCALE)),
    windowMs: env.PROVIDER_LIMIT_WINDOW_MS ?? limit.windowMs,
  };
}

/** Reads the provider's own figures off an answer (its rate-limit headers), when it sends them. */
export type WindowReader = (headers: Headers) => ProviderWindow | null;

export type Budgeted = {
  store: BudgetStore;
  env: Pick<Env, "PROVIDER_LIMIT_SCALE" | "PROVIDER_LIMIT_WINDOW_MS">;
  /** Whose budget a per-user limit takes from (the provider's account id). */
  subject: string;
  read: WindowReader;
};

/**
 * Makes one provider call within its budget. Refused by the budget: throws "queued" with the wait, and the call is
 * not made. Answered: the provider's figures correct ours. A 429 all the same (someone else spent the user's budget,
 * e.g. another app of theirs) is also observed, so no process calls again before the provider's reset.
 */
export async function withinBudget<T>(
  budget: Budgeted,
  limit: ProviderLimit,
  call: () => Promise<ProviderResponse<T>>,
): Promise<ProviderResponse<T>> {
  const window = budgetWindow(budget.env, limit, budget.subject);
  const take = await budget.store.take(window);
  if (!take.granted) {
    const waitMs = Math.max(0, take.freesAt.getTime() - Date.now());
    throw new BudgetSpentError(limit.provider, window, waitMs);
  }
  try {
    const res = await call();
    const seen = budget.read(res.headers);
    if (seen) await budget.store.observe(window, seen);
    return res;
  } catch (err) {
    if (err instanceof ProviderUnavailableError && err.reason === "rate_limited") {
      const resetAt = new Date(Date.now() + (err.retryAfterMs ?? window.windowMs));
      await budget.store.observe(window, { remaining: 0, resetAt });
    }
    throw err;
  }
}
