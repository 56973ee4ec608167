import {
  TIER_RANK,
  type OrganizerTool,
  type PaidTier,
  type Subscription,
  type SubscriptionSource,
  type MembershipTier,
} from "@questhq/core";
import type { TierEntitlements } from "@questhq/core/schemas/responses/membership";

// What a /membership card offers and when a finished checkout has landed. Pure, so the page and its tests agree.

export type CardAction = "sign-in" | "join" | "upgrade" | "manage" | "included";

type StripeSource = Extract<SubscriptionSource, { kind: "stripe" }>;
type NftSource = Extract<SubscriptionSource, { kind: "nft" }>;

/** Stripe statuses under which the subscription still exists and its billing can be managed. */
const LIVE_STRIPE_STATUSES: ReadonlySet<StripeSource["status"]> = new Set(["active", "trialing", "past_due"]);

export function liveStripeSources(subscription: Subscription | null | undefined): StripeSource[] {
  return (subscription?.sources ?? []).filter(
    (s): s is StripeSource => s.kind === "stripe" && LIVE_STRIPE_STATUSES.has(s.status),
  );
}

export function nftSources(subscription: Subscription | null | undefined): NftSource[] {
  return (subscription?.sources ?? []).filter((s): s is NftSource => s.kind === "nft");
}

/** Whether the user ever had a Stripe subscription that the billing portal can show. */
export function hasStripeBilling(subscription: Subscription | null | undefined): boolean {
  return liveStripeSources(subscription).length > 0;
}

/** A failed renewal: the tier is kept for now, but the card on file must be replaced. */
export function isPastDue(subscription: Subscription | null | undefined): boolean {
  if (!subscription) return false;
  return subscription.status === "past_due" || liveStripeSources(subscription).some((s) => s.status === "past_due");
}

/**
 * The button of one paid tier's card. `subscription` is null for a signed-out visitor.
 * A tier the user pays for through Stripe is "manage" even when an NFT gives a higher tier, so a Pro subscriber
 * who also holds a Whale NFT can still reach the portal to cancel the Pro plan they no longer need.
 */
export function cardAction(cardTier: PaidTier, subscription: Subscription | null): CardAction {
  if (!subscription) return "sign-in";
  if (liveStripeSources(subscription).some((s) => s.tierName === cardTier)) return "manage";
  const current = subscription.tierName;
  if (current === "Free") return "join";
  if (TIER_RANK[cardTier] > TIER_RANK[current]) return "upgrade";
  return "included";
}

/** The card's tier is held through a membership NFT (the card says so instead of offering a purchase). */
export function isHeldThroughNft(cardTier: PaidTier, subscription: Subscription | null): boolean {
  return nftSources(subscription).some((s) => s.tierName === cardTier);
}

/**
 * After Stripe sends the browser back, whether the webhook has made the bought plan visible. With the tier that
 * was bought (kept in session storage before leaving), any live Stripe source of that tier counts; without it
 * (checkout finished in another tab), any live Stripe source does.
 */
export function isCheckoutActivated(
  subscription: Subscription | null | undefined,
  boughtTier: PaidTier | null,
): boolean {
  const live = liveStripeSources(subscription);
  return boughtTier ? live.some((s) => s.tierName === boughtTier) : live.length > 0;
}

/** More than one reason applies (a subscription and an NFT, or two NFTs): only the highest tier is shown. */
export function hasSeveralSources(subscription: Subscription | null | undefined): boolean {
  const applying = (subscription?.sources ?? []).filter((s) => s.kind === "nft" || LIVE_STRIPE_STATUSES.has(s.status));
  return applying.length > 1;
}

/** The tiers that unlock an organizer tool, lowest first ("Pro", "Whale"), from the server's table. */
export function tiersWithTool(table: TierEntitlements | undefined, tool: OrganizerTool): MembershipTier[] {
  return (table?.tiers ?? [])
    .filter((t) => t.entitlements.organizerTools.includes(tool))
    .sort((a, b) => a.rank - b.rank)
    .map((t) => t.tierName);
}

/**
 * Whether the tier surely lacks the tool. Unknown (the tier or the table still loading, or the tier missing from
 * the table) is not "lacks": the server enforces the tool anyway, and a form should not flicker locked.
 */
export function lacksTool(
  table: TierEntitlements | undefined,
  tierName: MembershipTier | undefined,
  tool: OrganizerTool,
): boolean {
  if (!table || !tierName) return false;
  const row = table.tiers.find((t) => t.tierName === tierName);
  return row ? !row.entitlements.organizerTools.includes(tool) : false;
}
