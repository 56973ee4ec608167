import { asc, desc, eq } from "drizzle-orm";
import { isTemplateKey, type ParticipateInput } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { BudgetStore } from "../../providers/budgets/budget-store";
import { walletAddress } from "../../db/schema/index";
import { getLinkedAccount } from "../accounts/index";
import type { VerifyContext, VerifyMission } from "../../objectives/types";

/** What verifying needs: the database, the settings and the providers' rate-limit budgets (shared by processes). */
export type Deps = { db: Db; env: Env; budgets: BudgetStore };

/** What the engine needs of a stored attempt (a mission objective's or a weekly challenge's completion row). */
export type CompletionLike = {
  status: string;
  input: Record<string, unknown>;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  /** A provider budget's queue this attempt waits in, and since when (its place in line). */
  queueKey?: string | null;
  queuedAt?: Date | null;
};

/** The context a verifier sees: read-only access to the user's accounts and wallets. */
export function verificationContext(
  deps: Deps,
  userId: string,
  m: VerifyMission,
  o: { id: string; template: string; values: Record<string, unknown> },
  input: ParticipateInput,
  existing: CompletionLike | null,
  now: Date,
): VerifyContext {
  if (!isTemplateKey(o.template)) throw new Error(`Unknown template ${o.template}`);
  const started =
    existing?.status === "visiting" && typeof existing.input.visit_started_at === "string"
      ? new Date(existing.input.visit_started_at)
      : null;
  return {
    db: deps.db,
    env: deps.env,
    budgets: deps.budgets,
    userId,
    mission: m,
    objective: { id: o.id, template: o.template, values: o.values },
    input,
    visitStartedAt: started,
    linked: (provider) => getLinkedAccount(deps.db, deps.env, userId, provider),
    wallets: async () => {
      const rows = await deps.db
        .select({ address: walletAddress.address })
        .from(walletAddress)
        .where(eq(walletAddress.userId, userId))
        .orderBy(desc(walletAddress.isPrimary), asc(walletAddress.createdAt));
      return [...new Set(rows.map((r) => r.address.toLowerCase()))];
    },
    now,
  };
}
