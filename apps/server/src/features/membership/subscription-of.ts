import { and, eq, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import {
  FREE_SUBSCRIPTION,
  isInForce,
  TIER_RANK,
  tierOfHoldings,
  tierOfMembershipToken,
  type PaidTier,
  type Subscription,
  type SubscriptionSource,
  type MembershipTier,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { membershipNft, nftStake, stripeCustomer, subscription, walletAddress } from "../../db/schema/index";

// The readings of a user's tier: the full record (the header's /users/me and /users/subscription) and just the tier
// (every entitlement check). Both read what the user holds and apply core's one rule (membership/tier-rule.ts).

type StripeRow = typeof subscription.$inferSelect;

export async function subscriptionOf(db: Db, userId: string, now = new Date()): Promise<Subscription> {
  const [rows, nfts, [customer]] = await Promise.all([
    db
      .select()
      .from(subscription)
      .where(and(eq(subscription.userId, userId), eq(subscription.kind, "stripe"))),
    membershipTokensOf(db, userId),
    db.select({ id: stripeCustomer.customerId }).from(stripeCustomer).where(eq(stripeCustomer.userId, userId)),
  ]);
  const inForce = rows.filter((r) => isInForce(r, now)).sort((a, b) => TIER_RANK[b.tierName] - TIER_RANK[a.tierName]);
  const sources: SubscriptionSource[] = [
    ...inForce.map(
      (r): SubscriptionSource => ({
        kind: "stripe",
        tierName: r.tierName,
        status: r.status,
        currentPeriodEnd: r.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: r.cancelAtPeriodEnd,
      }),
    ),
    ...nfts.map((n): SubscriptionSource => ({ kind: "nft", tierName: tierOfMembershipToken(BigInt(n.tokenId)), ...n })),
  ].sort((a, b) => TIER_RANK[b.tierName] - TIER_RANK[a.tierName]);
  const customerId = customer?.id ?? null;
  const tier = tierOfHoldings({ stripe: rows, membershipTokens: nfts.map((n) => BigInt(n.tokenId)) }, now);
  if (tier === "Free") return { ...FREE_SUBSCRIPTION, stripe_customer_id: customerId };
  // On a tie the subscription is shown: it carries the billing details settings needs.
  const paid = inForce[0] && TIER_RANK[inForce[0].tierName] === TIER_RANK[tier] ? inForce[0] : null;
  if (paid) {
    return {
      tierName: paid.tierName,
      subscriptionId: paid.id,
      status: paid.status,
      priceId: paid.priceId,
      currentPeriodStart: paid.currentPeriodStart?.toISOString() ?? null,
      currentPeriodEnd: paid.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: paid.cancelAtPeriodEnd,
      paymentMethod: paid.paymentMethod,
      kind: "stripe",
      stripe_customer_id: customerId,
      sources,
    };
  }
  return {
    ...FREE_SUBSCRIPTION,
    tierName: tier,
    status: "active",
    kind: "nft",
    stripe_customer_id: customerId,
    sources,
  };
}

/**
 * Just the tier, for the entitlement checks on hot paths (the participant view of every verification): one
 * prepared round trip for the Stripe rows and the keys held or staked, the same rules as subscriptionOf.
 */
export async function tierOf(db: Db, userId: string, now = new Date()): Promise<MembershipTier> {
  const rows = await prepared(db, "tier_of", (d, name) => {
    const user = sql.placeholder("user");
    const wallets = d
      .select({ address: sql<string>`lower(${walletAddress.address})` })
      .from(walletAddress)
      .where(eq(walletAddress.userId, user));
    const paid = d
      .select({
        tier: sql<PaidTier | null>`${subscription.tierName}`.as("tier"),
        status: sql<StripeRow["status"] | null>`${subscription.status}`.as("status"),
        end: sql<Date | string | null>`${subscription.currentPeriodEnd}`.as("end"),
        cancel: sql<boolean | null>`${subscription.cancelAtPeriodEnd}`.as("cancel"),
        token: sql<string | null>`null::text`.as("token"),
      })
      .from(subscription)
      .where(and(eq(subscription.userId, user), eq(subscription.kind, "stripe")));
    const held = d
      .select({
        tier: sql<PaidTier | null>`null::text`.as("tier"),
        status: sql<StripeRow["status"] | null>`null::text`.as("status"),
        end: sql<Date | string | null>`null::timestamptz`.as("end"),
        cancel: sql<boolean | null>`null::boolean`.as("cancel"),
        token: sql<string | null>`${membershipNft.tokenId}`.as("token"),
      })
      .from(membershipNft)
      .where(inArray(membershipNft.owner, wallets));
    const staked = d
      .select({
        tier: sql<PaidTier | null>`null::text`.as("tier"),
        status: sql<StripeRow["status"] | null>`null::text`.as("status"),
        end: sql<Date | string | null>`null::timestamptz`.as("end"),
        cancel: sql<boolean | null>`null::boolean`.as("cancel"),
        token: sql<string | null>`jsonb_array_elements_text(${nftStake.tokenIds})`.as("token"),
      })
      .from(nftStake)
      .where(inArray(nftStake.wallet, wallets));
    return unionAll(paid, held, staked).prepare(name);
  }).execute({ user: userId });
  const stripe = rows.flatMap((r) =>
    r.tier === null
      ? []
      : [
          {
            tierName: r.tier,
            status: r.status ?? "",
            currentPeriodEnd: r.end ? new Date(r.end) : null,
            cancelAtPeriodEnd: Boolean(r.cancel),
          },
        ],
  );
  const membershipTokens = rows.flatMap((r) => (r.token === null ? [] : [BigInt(r.token)]));
  return tierOfHoldings({ stripe, membershipTokens }, now);
}

/** Membership tokens the user's wallets hold, or have staked (a staked key is still its owner's). */
async function membershipTokensOf(
  db: Db,
  userId: string,
): Promise<{ tokenId: string; wallet: string; staked: boolean }[]> {
  const wallets = db
    .select({ address: sql<string>`lower(${walletAddress.address})` })
    .from(walletAddress)
    .where(eq(walletAddress.userId, userId));
  const [held, staked] = await Promise.all([
    db
      .select({ tokenId: membershipNft.tokenId, wallet: membershipNft.owner })
      .from(membershipNft)
      .where(inArray(membershipNft.owner, wallets)),
    db
      .select({ tokenIds: nftStake.tokenIds, wallet: nftStake.wallet })
      .from(nftStake)
      .where(inArray(nftStake.wallet, wallets)),
  ]);
  return [
    ...held.map((h) => ({ ...h, staked: false })),
    ...staked.flatMap((s) => s.tokenIds.map((tokenId) => ({ tokenId, wallet: s.wallet, staked: true }))),
  ];
}
