import {
  getProvider,
  getTemplate,
  PENDING_VERIFICATION_MESSAGE,
  queuedVerificationMessage,
  type ParticipateInput,
} from "@questhq/core";
import type { Db } from "../../db/client";
import type { CompletionStatus } from "../../db/schema/index";
import { verifierFor } from "../../objectives/registry";
import type { VerifyMission, VerifyOutcome } from "../../objectives/types";
import {
  BudgetSpentError,
  ProviderAuthError,
  ProviderUnavailableError,
  type UnavailableReason,
} from "../../providers/provider-errors";
import { providerErrors, verificationOutcomes } from "../../lib/metrics";
import { PARTICIPATION_MESSAGES, retryDelayMs } from "./participation-rules";
import { TX_MESSAGES } from "../../objectives/onchain/messages";
import { verificationContext, type CompletionLike, type Deps } from "./verification-context";

// The verification engine: run the objective's verifier against the real provider, then record
// the result. Provider outages never fail the user: the objective goes pending and the
// background job (retry-verifications.ts) retries it with backoff. The same engine serves mission
// objectives and Saga weekly challenges; a VerificationSubject says where each one is recorded.

export type AttemptResult =
  | { outcome: "completed"; credits: number }
  | { outcome: "pending"; message: string; nextAttemptAt: Date }
  | { outcome: "visiting"; readyAt: Date }
  | { outcome: "incomplete"; message: string }
  | { outcome: "needs_account"; provider: string; message: string };

export type OpenRecord = {
  input: Record<string, unknown>;
  status: Exclude<CompletionStatus, "completed" | "skipped">;
  nextAttemptAt: Date | null;
  lastError: string | null;
  attempts: number;
  /** Waiting in a provider budget's queue: its key and when this attempt joined it (absent: not queued). */
  queue?: { key: string; since: Date };
};

export type CompletedRecord = {
  input: Record<string, unknown>;
  credits: number;
  evidence: Record<string, unknown>;
  isSelfAttested: boolean;
};

/** One user's attempt at one objective: what the verifier sees, and how the outcome is stored. */
export type VerificationSubject = {
  /** The container the verifier sees (a mission, or the Saga week of a challenge). */
  container: VerifyMission;
  objective: { id: string; template: string; values: Record<string, unknown> };
  /** Credits the completion is worth. */
  credits(db: Db): Promise<number>;
  /** Inside a transaction: completes once and returns the credits this call awarded (0 when already done). */
  recordCompleted(tx: Db, r: CompletedRecord): Promise<number>;
  /** Pending, visiting or failed; never overwrites a completion. */
  recordOpen(db: Db, r: OpenRecord): Promise<void>;
  /** How many wait ahead of `since` in this budget's queue (retry-due.ts's queuedAhead on the subject's table). */
  queuedAhead(db: Db, key: string, since: Date): Promise<number>;
  /** The unique index that stops one transaction hash completing for two accounts. */
  txHashConstraint: string;
  /**
   * Inside the transaction that records it: tells the person how a verification they are not waiting for ended
   * (a background retry). Absent: nobody is told (Saga challenges show on the dashboard the person comes back to).
   */
  tellOutcome?(tx: Db, outcome: { verified: true } | { verified: false; reason: string }): Promise<void>;
};

type Attempt = {
  userId: string;
  subject: VerificationSubject;
  input: ParticipateInput;
  existing: CompletionLike | null;
  log?: { warn(o: object, m: string): void };
  /** A background retry: nobody is waiting for the answer, so the outcome is told as a notification. */
  isBackground?: boolean;
};

type Unavailable = {
  status: "unavailable";
  retryAfterMs: number | null;
  detail: string;
  reason: UnavailableReason | "unexpected";
  /** Set when our own budget of the provider's limit was spent (the call was not made). */
  budget?: BudgetSpentError["budget"];
};

/** The verifier's answer in the metrics: a provider that could not answer counts apart, as the outage it is. */
function countVerification(template: string, result: VerifyOutcome | Unavailable): void {
  const provider = getTemplate(template)?.provider ?? "unknown";
  const outcome =
    result.status !== "unavailable"
      ? result.status
      : result.reason === "rate_limited"
        ? "provider_rate_limited"
        : result.reason === "queued"
          ? "provider_queued"
          : "provider_unavailable";
  verificationOutcomes.inc({ template, provider, outcome });
}

async function runVerifier(deps: Deps, a: Attempt, now: Date): Promise<VerifyOutcome | Unavailable> {
  const verify = verifierFor(a.subject.objective.template);
  if (!verify)
    return { status: "incomplete", message: `Objectives of type ${a.subject.objective.template} cannot be verified.` };
  try {
    return await verify(
      verificationContext(deps, a.userId, a.subject.container, a.subject.objective, a.input, a.existing, now),
    );
  } catch (err) {
    if (err instanceof BudgetSpentError) {
      return {
        status: "unavailable",
        retryAfterMs: err.retryAfterMs,
        detail: err.message,
        reason: "queued",
        budget: err.budget,
      };
    }
    if (err instanceof ProviderUnavailableError) {
      providerErrors.inc({ provider: err.provider, reason: err.reason });
      return { status: "unavailable", retryAfterMs: err.retryAfterMs, detail: err.message, reason: err.reason };
    }
    if (err instanceof ProviderAuthError) {
      providerErrors.inc({ provider: err.provider, reason: "auth" });
      const name = getProvider(err.provider).name;
      return {
        status: "needs_account",
        provider: err.provider as "twitter",
        message: PARTICIPATION_MESSAGES.reconnect(name),
      };
    }
    // An unexpected failure inside an adapter is treated like an outage: retried, logged.
    a.log?.warn({ err, objective: a.subject.objective.id }, "verifier failed unexpectedly");
    const provider = getTemplate(a.subject.objective.template)?.provider ?? "unknown";
    providerErrors.inc({ provider, reason: "unexpected" });
    const detail = err instanceof Error ? err.message : String(err);
    return { status: "unavailable", retryAfterMs: null, detail, reason: "unexpected" };
  }
}

export async function attemptVerification(deps: Deps, a: Attempt): Promise<AttemptResult> {
  if (a.existing && (a.existing.status === "completed" || a.existing.status === "skipped"))
    return { outcome: "completed", credits: 0 };
  const now = new Date();
  const result = await runVerifier(deps, a, now);
  countVerification(a.subject.objective.template, result);
  const input = { ...(a.existing?.input ?? {}), ...stripAction(a.input) };
  const subject = a.subject;
  switch (result.status) {
    case "completed": {
      const credits = await subject.credits(deps.db);
      try {
        const record = {
          input,
          credits,
          evidence: result.evidence ?? {},
          isSelfAttested: result.isSelfAttested ?? false,
        };
        const awarded = await deps.db.transaction(async (tx) => {
          const credits = await subject.recordCompleted(tx, record);
          if (a.isBackground) await subject.tellOutcome?.(tx, { verified: true });
          return credits;
        });
        return { outcome: "completed", credits: awarded };
      } catch (err) {
        if (isConstraint(err, subject.txHashConstraint)) return { outcome: "incomplete", message: TX_MESSAGES.reused };
        throw err;
      }
    }
    case "visiting": {
      const startedAt =
        a.existing?.status === "visiting" && typeof a.existing.input.visit_started_at === "string"
          ? a.existing.input.visit_started_at
          : now.toISOString();
      await subject.recordOpen(deps.db, {
        input: { ...input, visit_started_at: startedAt },
        status: "visiting",
        nextAttemptAt: result.readyAt,
        lastError: null,
        attempts: 0,
      });
      return { outcome: "visiting", readyAt: result.readyAt };
    }
    case "unavailable": {
      if (result.budget) {
        // Our budget of the provider's limit is spent: the call was not made, so this is no failed attempt. The
        // verification keeps its place in the budget's queue (first come, first served) and its turn comes in the
        // window its place falls in: the windows before it are taken by those ahead.
        const budget = result.budget;
        const wasQueued = a.existing?.status === "pending" && a.existing.queueKey === budget.key;
        const since = wasQueued && a.existing?.queuedAt ? a.existing.queuedAt : now;
        const ahead = await subject.queuedAhead(deps.db, budget.key, since);
        const freesAt = now.getTime() + (result.retryAfterMs ?? 0);
        const nextAttemptAt = new Date(freesAt + Math.floor(ahead / budget.limit) * budget.windowMs);
        const message = queuedVerificationMessage(nextAttemptAt.getTime() - now.getTime());
        await subject.recordOpen(deps.db, {
          input,
          status: "pending",
          nextAttemptAt,
          lastError: message,
          attempts: a.existing?.status === "pending" ? a.existing.attempts : 0,
          queue: { key: budget.key, since },
        });
        return { outcome: "pending", message, nextAttemptAt };
      }
      const attempts = (a.existing?.status === "pending" ? a.existing.attempts : 0) + 1;
      if (attempts > deps.env.VERIFY_MAX_ATTEMPTS) {
        await recordFailed(deps.db, a, { input, lastError: PARTICIPATION_MESSAGES.retriesExhausted, attempts });
        return { outcome: "incomplete", message: PARTICIPATION_MESSAGES.retriesExhausted };
      }
      const nextAttemptAt = new Date(
        now.getTime() + retryDelayMs(attempts, deps.env.VERIFY_RETRY_BASE_SECONDS, result.retryAfterMs),
      );
      await subject.recordOpen(deps.db, {
        input,
        status: "pending",
        nextAttemptAt,
        lastError: PENDING_VERIFICATION_MESSAGE,
        attempts,
      });
      return { outcome: "pending", message: PENDING_VERIFICATION_MESSAGE, nextAttemptAt };
    }
    case "incomplete":
    case "needs_account": {
      // A pending retry that now gets a real "no" stops retrying and shows why.
      if (a.existing && a.existing.status !== "visiting")
        await recordFailed(deps.db, a, { input, lastError: result.message, attempts: a.existing.attempts });
      return result.status === "incomplete"
        ? { outcome: "incomplete", message: result.message }
        : { outcome: "needs_account", provider: result.provider, message: result.message };
    }
  }
}

/** A verification ends refused; a background retry's person hears why, in the same transaction. */
async function recordFailed(
  db: Db,
  a: Attempt,
  r: { input: Record<string, unknown>; lastError: string; attempts: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await a.subject.recordOpen(tx, { ...r, status: "failed", nextAttemptAt: null });
    if (a.isBackground) await a.subject.tellOutcome?.(tx, { verified: false, reason: r.lastError });
  });
}

/** While a retry is scheduled, asking again answers "pending" without calling a provider that is already struggling. */
export function scheduledRetry(existing: CompletionLike | null | undefined, now = new Date()): AttemptResult | null {
  if (existing?.status !== "pending" || existing.nextAttemptAt === null || existing.nextAttemptAt <= now) return null;
  return { outcome: "pending", message: existing.lastError ?? "", nextAttemptAt: existing.nextAttemptAt };
}

function stripAction(input: ParticipateInput): Record<string, unknown> {
  const { action: _action, ...rest } = input;
  return rest;
}

/** A unique index refused the write (e.g. a second account completing with the same transaction hash). */
function isConstraint(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: c, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (c === constraint || message?.includes(constraint))) return true;
  }
  return false;
}
