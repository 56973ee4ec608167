import { randomUUID } from "node:crypto";
import type { TemplateKey } from "@questhq/core";
import type { TestApp } from "../../test/harness";
import { getLinkedAccount } from "../../features/accounts/linked-accounts";
import type { VerifyContext } from "../types";

/** The context the participation engine hands a verifier, for one user of a test app. */
export function contextFor(
  t: TestApp,
  userId: string,
  template: TemplateKey,
  values: Record<string, unknown>,
  opts: { startsAt?: Date | null } = {},
): VerifyContext {
  const db = t.database.db;
  return {
    db,
    env: t.env,
    userId,
    mission: {
      id: randomUUID(),
      startsAt: opts.startsAt === undefined ? new Date(Date.now() - 60_000) : opts.startsAt,
      endsAt: null,
      chainId: 8453,
      organizationId: randomUUID(),
    },
    objective: { id: randomUUID(), template, values },
    input: { objective_id: randomUUID(), action: "verify" },
    visitStartedAt: null,
    linked: (provider) => getLinkedAccount(db, t.env, userId, provider),
    wallets: async () => [],
    now: new Date(),
  };
}
