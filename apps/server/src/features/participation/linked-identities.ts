import { and, asc, desc, inArray, isNull } from "drizzle-orm";
import type { LinkedIdentityView } from "@questhq/core/schemas/responses/organization-reads";
import type { Db } from "../../db/client";
import { socialAccount, walletAddress } from "../../db/schema/index";

// What participants chose to link, for an organization's systems: wallets and the handles of their live linked
// accounts (an unlinked account is gone from here). Two reads for a whole page of users.

const HANDLES = ["twitter", "discord", "telegram", "steam"] as const;

export async function linkedIdentities(db: Db, userIds: string[]): Promise<Map<string, LinkedIdentityView>> {
  const out = new Map<string, LinkedIdentityView>();
  if (userIds.length === 0) return out;
  for (const id of userIds) out.set(id, { wallets: [], twitter: null, discord: null, telegram: null, steam: null });
  const [wallets, accounts] = await Promise.all([
    db
      .select({ userId: walletAddress.userId, address: walletAddress.address })
      .from(walletAddress)
      .where(inArray(walletAddress.userId, userIds))
      .orderBy(desc(walletAddress.isPrimary), asc(walletAddress.createdAt)),
    db
      .select({
        userId: socialAccount.userId,
        provider: socialAccount.provider,
        id: socialAccount.providerUserId,
        username: socialAccount.username,
      })
      .from(socialAccount)
      .where(
        and(
          inArray(socialAccount.userId, userIds),
          inArray(socialAccount.provider, [...HANDLES]),
          isNull(socialAccount.unlinkedAt),
        ),
      ),
  ]);
  for (const w of wallets) {
    const linked = out.get(w.userId)!;
    // One address may be linked on several chains: listed once.
    if (!linked.wallets.includes(w.address.toLowerCase())) linked.wallets.push(w.address.toLowerCase());
  }
  for (const a of accounts) {
    const provider = a.provider as (typeof HANDLES)[number];
    out.get(a.userId)![provider] = { id: a.id, username: a.username };
  }
  return out;
}
