import { getProvider, objectiveCredits, PENDING_VERIFICATION_MESSAGE, type ParticipateInput } from "@questhq/core";
import type { Mission, Objective, ObjectiveCompletion } from "../../db/schema/index";
import { verifierFor } from "../../objectives/registry";
import type { VerifyOutcome } from "../../objectives/types";
import { ProviderAuthError, ProviderUnavailableError } from "../../providers/provider-errors";
import { creditTable, missionCreditTypeOf } from "./mission-credits";
import { PARTICIPATION_MESSAGES, retryDelayMs } from "./participation-rules";
import { recordCompleted, recordOpen } from "./record-outcome";
import { TX_MESSAGES } from "../../objectives/onchain/messages";
import { verificationContext, type Deps } from "./verification-context";

// The verification engine: run the objective's verifier against the real provider, then record
// the result. Provider outages never fail the user: the objective goes pending and the
// background job (verification-worker.ts) retries it with backoff.

export type AttemptResult =
  | { outcome: "completed"; credits: number }
  | { outcome: "pending"; message: string; nextAttemptAt: Date }
  | { outcome: "visiting"; readyAt: Date }
  | { outcome: "incomplete"; message: string }
  | { outcome: "needs_account"; provider: string; message: string };

type Attempt = { userId: string; mission: Mission; objective: Objective; input: ParticipateInput; existing: ObjectiveCompletion | null; log?: { warn(o: object, m: string): void } };

async function runVerifier(deps: Deps, a: Attempt, now: Date): Promise<VerifyOutcome | { status: "unavailable"; retryAfterMs: number | null; detail: string }> {
  const verify = verifierFor(a.objective.template);
  if (!verify) return { status: "incomplete", message: `Objectives of type ${a.objective.template} cannot be verified.` };
  try {
    return await verify(verificationContext(deps, a.userId, a.mission, a.objective, a.input, a.existing, now));
  } catch (err) {
    if (err instanceof ProviderUnavailableError) return { status: "unavailable", retryAfterMs: err.retryAfterMs, detail: err.message };
    if (err instanceof ProviderAuthError) {
      const name = getProvider(err.provider).name;
      return { status: "needs_account", provider: err.provider as "twitter", message: PARTICIPATION_MESSAGES.reconnect(name) };
    }
    // An unexpected failure inside an adapter is treated like an outage: retried, logged.
    a.log?.warn({ err, objective: a.objective.id }, "verifier failed unexpectedly");
    return { status: "unavailable", retryAfterMs: null, detail: err instanceof Error ? err.message : String(err) };
  }
}

export async function attemptVerification(deps: Deps, a: Attempt): Promise<AttemptResult> {
  if (a.existing && (a.existing.status === "completed" || a.existing.status === "skipped")) return { outcome: "completed", credits: 0 };
  const now = new Date();
  const result = await runVerifier(deps, a, now);
  const base = { missionId: a.mission.id, objectiveId: a.objective.id, userId: a.userId, input: { ...(a.existing?.input ?? {}), ...stripAction(a.input) } };
  switch (result.status) {
    case "completed": {
      const credits = objectiveCredits(a.objective.credits, await missionCreditTypeOf(deps.db, a.mission.id), creditTable(deps.env));
      try {
        const awarded = await deps.db.transaction((tx) =>
          recordCompleted(tx, { ...base, credits, evidence: result.evidence ?? {}, isSelfAttested: result.isSelfAttested ?? false }),
        );
        return { outcome: "completed", credits: awarded };
      } catch (err) {
        if (isTxHashTaken(err)) return { outcome: "incomplete", message: TX_MESSAGES.reused };
        throw err;
      }
    }
    case "visiting": {
      const startedAt = a.existing?.status === "visiting" && typeof a.existing.input.visit_started_at === "string" ? a.existing.input.visit_started_at : now.toISOString();
      await recordOpen(deps.db, { ...base, input: { ...base.input, visit_started_at: startedAt }, status: "visiting", nextAttemptAt: result.readyAt, lastError: null, attempts: 0 });
      return { outcome: "visiting", readyAt: result.readyAt };
    }
    case "unavailable": {
      const attempts = (a.existing?.status === "pending" ? a.existing.attempts : 0) + 1;
      if (attempts > deps.env.VERIFY_MAX_ATTEMPTS) {
        await recordOpen(deps.db, { ...base, status: "failed", nextAttemptAt: null, lastError: PARTICIPATION_MESSAGES.retriesExhausted, attempts });
        return { outcome: "incomplete", message: PARTICIPATION_MESSAGES.retriesExhausted };
      }
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, deps.env.VERIFY_RETRY_BASE_SECONDS, result.retryAfterMs));
      await recordOpen(deps.db, { ...base, status: "pending", nextAttemptAt, lastError: PENDING_VERIFICATION_MESSAGE, attempts });
      return { outcome: "pending", message: PENDING_VERIFICATION_MESSAGE, nextAttemptAt };
    }
    case "incomplete":
    case "needs_account": {
      // A pending retry that now gets a real "no" stops retrying and shows why.
      if (a.existing && a.existing.status !== "visiting") {
        await recordOpen(deps.db, { ...base, status: "failed", nextAttemptAt: null, lastError: result.message, attempts: a.existing.attempts });
      }
      return result.status === "incomplete"
        ? { outcome: "incomplete", message: result.message }
        : { outcome: "needs_account", provider: result.provider, message: result.message };
    }
  }
}

function stripAction(input: ParticipateInput): Record<string, unknown> {
  const { action: _action, ...rest } = input;
  return rest;
}

/** The unique index objective_completion_tx_uq refused a second account completing with the same hash. */
function isTxHashTaken(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === "objective_completion_tx_uq" || message?.includes("objective_completion_tx_uq"))) return true;
  }
  return false;
}
