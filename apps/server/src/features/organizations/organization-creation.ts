import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/index";
import type { Env } from "../../env";
import type { OrganizationCreation } from "../../env-access";
import { isOperator } from "../operators/index";

// ORGANIZATION_CREATION decides who may create an organization (and so become its first admin). Platform operators
// always may: on a closed server they are the ones who open it. A domain rule trusts only a verified address, one an
// email code proved; a wallet account's placeholder address is never verified.

export const ORGANIZATION_CREATION_MESSAGES = {
  operatorsOnly: "Only platform operators can create organizations on this server.",
  domains: (domains: string[]) =>
    "Organizations can only be created with a verified email address at " +
    `${new Intl.ListFormat("en", { type: "disjunction" }).format(domains)}.`,
} as const;

type Person = { email: string; emailVerified: boolean; isOperator: boolean };

/** Why this person may not create an organization, in the words the 403 answers; null when they may. */
export function organizationCreationRefusal(policy: OrganizationCreation, person: Person): string | null {
  if (policy.mode === "everyone" || person.isOperator) return null;
  if (policy.mode === "operators") return ORGANIZATION_CREATION_MESSAGES.operatorsOnly;
  const domain = person.email.toLowerCase().split("@").pop() ?? "";
  return person.emailVerified && person.email.includes("@") && policy.domains.includes(domain)
    ? null
    : ORGANIZATION_CREATION_MESSAGES.domains(policy.domains);
}

/** 403 unless ORGANIZATION_CREATION lets this user create an organization. */
export async function assertMayCreateOrganization(
  db: Db,
  env: Pick<Env, "OPERATOR_EMAILS" | "ORGANIZATION_CREATION">,
  userId: string,
): Promise<void> {
  if (env.ORGANIZATION_CREATION.mode === "everyone") return;
  const [row] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new AppError("unauthorized", "You need to sign in first.");
  const operator = await isOperator(db, env, row);
  const refusal = organizationCreationRefusal(env.ORGANIZATION_CREATION, { ...row, isOperator: operator });
  if (refusal) throw new AppError("forbidden", refusal);
}
