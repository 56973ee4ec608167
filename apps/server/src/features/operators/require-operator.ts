import { eq } from "drizzle-orm";
import { AppError, SAGA_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { platformOperator } from "../../db/schema/index";

// Platform operators run Sagas. The role belongs to the platform, not to any organization: an
// organization admin is not an operator. It comes from OPERATOR_EMAILS (checked on each request, so
// removing an address takes effect at the next restart) or from a stored grant (`npm run operator`).

type Caller = { id: string; email: string | null | undefined };

export async function isOperator(db: Db, env: Pick<Env, "OPERATOR_EMAILS">, user: Caller): Promise<boolean> {
  if (user.email && env.OPERATOR_EMAILS.includes(user.email.toLowerCase())) return true;
  const [row] = await db
    .select({ userId: platformOperator.userId })
    .from(platformOperator)
    .where(eq(platformOperator.userId, user.id));
  return Boolean(row);
}

/** 403 in the product's words for anyone who is not an operator (401 is the caller's requireUser). */
export async function requireOperator(db: Db, env: Pick<Env, "OPERATOR_EMAILS">, user: Caller): Promise<void> {
  if (!(await isOperator(db, env, user))) throw new AppError("forbidden", SAGA_MESSAGES.operatorOnly);
}
