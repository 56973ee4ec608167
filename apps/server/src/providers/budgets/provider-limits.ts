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
  /** A window the provider resets on the clock rather than from the first call: when the current one ends. */
  resetsAt?: (now: Date) => Date;
};

/**
 * The next midnight in a time zone (YouTube's quota resets at midnight Pacific time, through daylight saving).
 * The wall clock's offset is read at the candidate instant twice, so a change of offset that day is followed.
 */
export function nextMidnight(timeZone: string, now: Date): Date {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const wall = (at: Date) => {
    const p = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
    return {
      y: p.year!,
      m: p.month!,
      d: p.day!,
      ms: Date.UTC(p.year!, p.month! - 1, p.day!, p.hour, p.minute, p.second),
    };
  };
  const today = wall(now);
  const midnightAsUtc = Date.UTC(today.y, today.m - 1, today.d + 1);
  let at = midnightAsUtc - (today.ms - now.getTime());
  for (let i = 0; i < 2; i++) at = midnightAsUtc - (wall(new Date(at)).ms - at);
  return new Date(at);
}

/** The budget a call of this endpoint takes from, with the deployment's scale for simulations (env). */
export function budgetWindow(
  env: Pick<Env, "PROVIDER_LIMIT_SCALE" | "PROVIDER_LIMIT_WINDOW_MS">,
  limit: ProviderLimit,
  subject: string,
): BudgetWindow {
  const who = limit.per === "user" ? `user:${subject}` : "app";
  const window: BudgetWindow = {
    key: `${limit.provider}:${limit.endpoint}:${who}`,
    limit: Math.max(1, Math.ceil(limit.limit * env.PROVIDER_LIMIT_SCALE)),
    windowMs: env.PROVIDER_LIMIT_WINDOW_MS ?? limit.windowMs,
  };
  // A simulation's own window length replaces the provider's clock as well.
  if (limit.resetsAt && env.PROVIDER_LIMIT_WINDOW_MS === undefined) window.endsAt = limit.resetsAt(new Date());
  return window;
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
      const resetAt =
        err.retryAfterMs !== null
          ? new Date(Date.now() + err.retryAfterMs)
          : (window.endsAt ?? new Date(Date.now() + window.windowMs));
      await budget.store.hold(window, resetAt);
    }
    throw err;
  }
}

/** The budget a verification's calls take from; without one (linking an account, a one-off read) calls go as is. */
export type CallBudget = Omit<Budgeted, "read">;

/** `withinBudget` when the caller has a budget, the bare call otherwise. */
export function callWithin<T>(
  budget: CallBudget | undefined,
  limit: ProviderLimit,
  read: WindowReader,
  call: () => Promise<ProviderResponse<T>>,
): Promise<ProviderResponse<T>> {
  return budget ? withinBudget({ ...budget, read }, limit, call) : call();
}
