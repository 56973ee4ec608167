import { expect } from "vitest";
import type { RunningFakes } from "@questhq/fakes";
import { BudgetSpentError, ProviderUnavailableError } from "../providers/provider-errors";
import { signInWithEmail, type TestApp } from "../test/harness";
import { control, userIdOf, type FakeProvider } from "../test/social-kit";

// Test support shared by the families' verifier tests (each family's tests stay in its own folder).

/**
 * Has the provider's fake fail once in each way it can (rate limited, down, an unreadable answer) and expects the
 * verification `verify` runs to throw ProviderUnavailableError with that reason each time, so the engine retries.
 * With `rateLimitWaitMs`, the wait the rate limit names must come through too (and no wait for the other two).
 * After the rate limit, the next verification must not call the provider at all: it is queued for the wait the
 * provider named (providers/budgets). The test then lets that wait pass (the budget's hold ends now) and goes on.
 */
export async function expectUnavailableOnFakeFailures(
  t: TestApp,
  fakes: RunningFakes,
  provider: FakeProvider,
  verify: () => Promise<unknown>,
  rateLimitWaitMs?: number,
): Promise<void> {
  for (const mode of ["rate_limited", "down", "malformed"] as const) {
    await control(fakes, provider, "mode", { mode, times: 1 });
    const err = await verify().catch((e: unknown) => e);
    expect(err, mode).toBeInstanceOf(ProviderUnavailableError);
    expect((err as ProviderUnavailableError).reason).toBe(mode);
    if (rateLimitWaitMs !== undefined) {
      expect((err as ProviderUnavailableError).retryAfterMs).toBe(mode === "rate_limited" ? rateLimitWaitMs : null);
    }
    if (mode === "rate_limited") {
      const held = await verify().catch((e: unknown) => e);
      expect(held, "the call after a rate limit").toBeInstanceOf(BudgetSpentError);
      if (rateLimitWaitMs !== undefined)
        expect((held as BudgetSpentError).retryAfterMs).toBeLessThanOrEqual(rateLimitWaitMs);
      await t.app.providerBudgets.hold((held as BudgetSpentError).budget, new Date());
    }
  }
}

/**
 * A new user (signed in as `email`) who has not linked the provider's account is asked to link it, with the family's
 * message, by each verification in turn.
 */
export async function expectNeedsAccount(
  t: TestApp,
  email: string,
  needs: { provider: string; message: string },
  verifications: ((userId: string) => Promise<unknown>)[],
): Promise<void> {
  const userId = await userIdOf(await signInWithEmail(t, email));
  for (const verify of verifications) expect(await verify(userId)).toEqual({ status: "needs_account", ...needs });
}
