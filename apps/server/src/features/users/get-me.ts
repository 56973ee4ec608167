import { and, asc, eq, notInArray } from "drizzle-orm";
import { AppError, displayName, type Me } from "@questhq/core";
import type { Db } from "../../db/client";
import { account, user, walletAddress } from "../../db/schema/index";
import type { Env } from "../../env";
import { isOperator } from "../operators/index";
import { organizationCreationRefusal } from "../organizations/index";
import { getSubscription } from "./get-subscription";

// better-auth's own sign-in methods are not "social accounts" of the user.
const SIGN_IN_PROVIDERS = ["siwe", "credential", "email-otp"];

export async function getMe(
  db: Db,
  env: Pick<Env, "OPERATOR_EMAILS" | "ORGANIZATION_CREATION">,
  userId: string,
): Promise<Me> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new AppError("unauthorized", "You need to sign in first.");
  const [wallets, socials, subscription, operator] = await Promise.all([
    db.select().from(walletAddress).where(eq(walletAddress.userId, userId)).orderBy(asc(walletAddress.createdAt)),
    db
      .select()
      .from(account)
      .where(and(eq(account.userId, userId), notInArray(account.providerId, SIGN_IN_PROVIDERS))),
    getSubscription(db, userId),
    isOperator(db, env, { id: row.id, email: row.email }),
  ]);
  // One entry per address: the same wallet may be recorded on several chains.
  const seen = new Set<string>();
  const uniqueWallets = wallets
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .filter((w) => {
      const address = w.address.toLowerCase();
      if (seen.has(address)) return false;
      seen.add(address);
      return true;
    });
  const primary = uniqueWallets[0]?.address ?? null;
  const refusal = organizationCreationRefusal(env.ORGANIZATION_CREATION, { ...row, isOperator: operator });
  const isPlaceholderEmail = row.email.toLowerCase().endsWith(".invalid") || row.email.includes("@siwe.");
  return {
    id: row.id,
    email: isPlaceholderEmail ? null : row.email,
    name: row.name && row.name !== primary && !/^0x[0-9a-fA-F]{40}$/.test(row.name) ? row.name : null,
    image: row.image || null,
    bio: row.bio,
    ensName: row.ensName,
    displayName: displayName({ name: row.name, email: row.email, ensName: row.ensName, walletAddress: primary }),
    tier: subscription.tierName,
    referralCode: row.referralCode ?? "",
    referredBy: row.referredByUserId,
    isBd: row.isBd,
    isOperator: operator,
    canCreateOrganization: refusal === null,
    createOrganizationRefusal: refusal,
    wallets: uniqueWallets.map((w) => ({
      address: w.address,
      chainId: w.chainId,
      isPrimary: w.address === primary,
      createdAt: w.createdAt.toISOString(),
    })),
    socialAccounts: socials.map((s) => ({
      provider: s.providerId,
      username: null,
      linkedAt: s.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
