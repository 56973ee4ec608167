import { asc, desc, eq } from "drizzle-orm";
import { isTemplateKey, type ParticipateInput } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { walletAddress, type Mission, type Objective, type ObjectiveCompletion } from "../../db/schema/index";
import { getLinkedAccount } from "../accounts/linked-accounts";
import type { VerifyContext } from "../../objectives/types";

export type Deps = { db: Db; env: Env };

/** The context a verifier sees: read-only access to the user's accounts and wallets. */
export function verificationContext(
  deps: Deps,
  userId: string,
  m: Mission,
  o: Objective,
  input: ParticipateInput,
  existing: ObjectiveCompletion | null,
  now: Date,
): VerifyContext {
  if (!isTemplateKey(o.template)) throw new Error(`Unknown template ${o.template}`);
  const started = existing?.status === "visiting" && typeof existing.input.visit_started_at === "string" ? new Date(existing.input.visit_started_at) : null;
  return {
    db: deps.db,
    env: deps.env,
    userId,
    mission: { id: m.id, startsAt: m.startsAt, endsAt: m.endsAt, chainId: m.blockchainChainId, organizationId: m.organizationId },
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
