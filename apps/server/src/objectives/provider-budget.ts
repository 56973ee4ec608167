import type { CallBudget } from "../providers/budgets/provider-limits";
import type { VerifyContext } from "./types";

/**
 * The budget a verifier's provider calls take from (providers/budgets): a per-user limit counts against the
 * provider account's own budget (`subject`, its id at the provider); an app-wide one (a server key or bot) ignores it.
 */
export const providerBudget = (ctx: Pick<VerifyContext, "budgets" | "env">, subject = "app"): CallBudget => ({
  store: ctx.budgets,
  env: ctx.env,
  subject,
});
