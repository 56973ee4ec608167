import { and, eq, sql } from "drizzle-orm";
import { AppError, SAGA_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { operatorInvite, platformOperator, user as userTable } from "../../db/schema/index";

// Platform operators run Sagas and may always create organizations. The role belongs to the platform, not to any
// organization: an organization admin is not an operator. It comes from OPERATOR_EMAILS (checked on each request, so
// removing an address takes effect at the next restart), from a stored grant to an account, or from a grant by email
// address (`npm run admin -- init`), which is how the first operator of a fresh server is named before they have an
// account. A grant by address counts only for a verified address (one an email code proved): should a way to sign in
// with an unproved address ever come, it could not claim someone else's grant.

type Caller = { id: string; email: string | null | undefined };

export async function isOperator(db: Db, env: Pick<Env, "OPERATOR_EMAILS">, user: Caller): Promise<boolean> {
  if (user.email && env.OPERATOR_EMAILS.includes(user.email.toLowerCase())) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(platformOperator)
    .where(eq(platformOperator.userId, user.id))
    .unionAll(
      db
        .select({ one: sql<number>`1` })
        .from(operatorInvite)
        .innerJoin(userTable, sql`lower(${userTable.email}) = ${operatorInvite.email}`)
        .where(and(eq(userTable.id, user.id), eq(userTable.emailVerified, true))),
    )
    .limit(1);
  return Boolean(row);
}

/** 403 in the product's words for anyone who is not an operator (401 is the caller's requireUser). */
export async function requireOperator(db: Db, env: Pick<Env, "OPERATOR_EMAILS">, user: Caller): Promise<void> {
  if (!(await isOperator(db, env, user))) throw new AppError("forbidden", SAGA_MESSAGES.operatorOnly);
}
