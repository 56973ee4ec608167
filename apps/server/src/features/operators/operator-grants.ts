import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { operatorInvite, platformOperator, user } from "../../db/schema/index";
import type { Mail } from "../../lib/mailer";

// Granting and revoking the platform operator role by email address (`npm run admin`). A grant is recorded by address,
// so it works before the person has ever signed in (the first admin of a fresh server); an account that already signs
// in with that address is granted directly too. require-operator.ts reads both.

export type GrantResult = { alreadyGranted: boolean; signedIn: boolean };

async function accountByEmail(db: Db, email: string) {
  const [found] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`);
  return found ?? null;
}

/** Records the grant; running it again changes nothing and says so (`alreadyGranted`). */
export async function grantOperator(db: Db, address: string, grantedBy: string): Promise<GrantResult> {
  const email = address.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const invited = await tx.insert(operatorInvite).values({ email, grantedBy }).onConflictDoNothing().returning();
    const account = await accountByEmail(tx, email);
    const granted = account
      ? await tx.insert(platformOperator).values({ userId: account.id, grantedBy }).onConflictDoNothing().returning()
      : [];
    // Either grant already there means this address was an operator's before this call.
    const alreadyGranted = invited.length === 0 || (account !== null && granted.length === 0);
    return { alreadyGranted, signedIn: account !== null };
  });
}

/** Removes the grant by address and the one to the account signing in with it; false when there was neither. */
export async function revokeOperator(db: Db, address: string): Promise<boolean> {
  const email = address.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const invites = await tx.delete(operatorInvite).where(eq(operatorInvite.email, email)).returning();
    const account = await accountByEmail(tx, email);
    const grants = account
      ? await tx.delete(platformOperator).where(eq(platformOperator.userId, account.id)).returning()
      : [];
    return invites.length + grants.length > 0;
  });
}

export type OperatorGrant = { email: string; grantedBy: string; grantedAt: Date; signedIn: boolean };

/** Every stored grant, by address, oldest first (OPERATOR_EMAILS is the caller's to add). */
export async function listOperatorGrants(db: Db): Promise<OperatorGrant[]> {
  const byAddress = await db
    .select({
      email: operatorInvite.email,
      grantedBy: operatorInvite.grantedBy,
      grantedAt: operatorInvite.grantedAt,
      signedIn: sql<boolean>`exists (select 1 from ${user} u where lower(u.email) = ${operatorInvite.email})`,
    })
    .from(operatorInvite);
  const byAccount = await db
    .select({ email: user.email, grantedBy: platformOperator.grantedBy, grantedAt: platformOperator.grantedAt })
    .from(platformOperator)
    .innerJoin(user, eq(user.id, platformOperator.userId));
  const listed = new Set(byAddress.map((g) => g.email));
  const rest = byAccount.filter((g) => !listed.has(g.email.toLowerCase())).map((g) => ({ ...g, signedIn: true }));
  return [...byAddress, ...rest].sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime());
}

/** The mail telling a new operator how to start: where to sign in, with which address, and what they may do. */
export function operatorWelcomeMail(email: string, publicUrl: string): Mail {
  const signIn = `${publicUrl}/sign-in`;
  const text = [
    `You are now a platform operator of the QuestHQ server at ${publicUrl}.`,
    "",
    `To start, open ${signIn} and sign in with this email address (${email}): we send a one-time code to it.`,
    "",
    "As a platform operator you may create organizations (and invite your team to them) even where this server " +
      "lets nobody else, and you run Sagas from the Operator area of your profile menu.",
  ].join("\n");
  return { to: email, subject: "You are a platform operator on QuestHQ", text };
}
