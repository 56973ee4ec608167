// The user's views and defaults, without zod: the web app's header reads FREE_SUBSCRIPTION on every page.
export const MEMBERSHIP_TIERS = ["Free", "Member", "Whale", "Pro"] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export type Subscription = {
  tierName: MembershipTier;
  subscriptionId: string | null;
  status: "active" | "inactive" | "past_due" | "canceled" | "trialing";
  priceId: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  paymentMethod: string | null;
  kind: "free" | "stripe" | "nft";
  stripe_customer_id: string | null;
  /** Every reason the user has a paid tier; the tier shown is the highest of them (settings lists them all). */
  sources: SubscriptionSource[];
};

export type SubscriptionSource =
  | {
      kind: "stripe";
      tierName: "Member" | "Pro" | "Whale";
      status: "active" | "past_due" | "trialing" | "canceled" | "inactive";
      currentPeriodEnd: string | null;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: "nft"; tierName: "Member" | "Whale"; tokenId: string; wallet: string; staked: boolean };

/**
 * The default for a user with no subscription, and the web app's reading of a 401
 * (docs/product/membership.md#subscription-record).
 */
export const FREE_SUBSCRIPTION: Subscription = {
  tierName: "Free",
  subscriptionId: null,
  status: "inactive",
  priceId: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentMethod: null,
  kind: "free",
  stripe_customer_id: null,
  sources: [],
};

export type Wallet = { address: string; chainId: number; isPrimary: boolean; createdAt: string };

export type Me = {
  id: string;
  email: string | null;
  name: string | null;
  image: string | null;
  bio: string | null;
  ensName: string | null;
  displayName: string;
  tier: MembershipTier;
  referralCode: string;
  referredBy: string | null;
  isBd: boolean;
  /** A platform operator (runs Sagas): not an organization role. */
  isOperator: boolean;
  /** Whether this server's ORGANIZATION_CREATION lets this user create an organization. */
  canCreateOrganization: boolean;
  /** Why not, in the words creating one would be refused with; null when they may. */
  createOrganizationRefusal: string | null;
  wallets: Wallet[];
  socialAccounts: { provider: string; username: string | null; linkedAt: string }[];
  createdAt: string;
};

export type Balances = {
  credits: number;
  /** $HQ in whole tokens; stakingFreeEntries: the extra free raffle entries the available stake gives now. */
  stake: { locked: number; available: number; stakingFreeEntries: number };
};
