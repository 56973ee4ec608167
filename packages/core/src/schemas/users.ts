import { z } from "zod";
import { httpUrl } from "../http-url";

export const updateProfileSchema = z.object({
  name: z.string().trim().max(64, "Name must be at most 64 characters.").optional(),
  image: httpUrl("Image must be a valid URL.").nullable().optional(),
  bio: z.string().trim().max(500, "Bio must be at most 500 characters.").nullable().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const referralSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Referral code is required.")
    .max(32, "Referral code is too long.")
    .regex(/^[A-Za-z0-9_-]*$/, "Referral code can only contain letters, digits, - and _."),
});

export const walletNonceSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Invalid EVM address"),
  chainId: z.number().int().positive(),
});

export const walletVerifySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, "Invalid signature"),
});

export const subscriptionTiers = ["Free", "Member", "Whale", "Pro"] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

export type Subscription = {
  tierName: SubscriptionTier;
  subscriptionId: string | null;
  status: "active" | "inactive" | "past_due" | "canceled" | "trialing";
  priceId: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  paymentMethod: string | null;
  kind: "free" | "stripe" | "nft";
  stripe_customer_id: string | null;
};

/** §3: the default for a user with no subscription (and the web app's reading of a 401). */
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
  tier: SubscriptionTier;
  referralCode: string;
  referredBy: string | null;
  isBd: boolean;
  wallets: Wallet[];
  socialAccounts: { provider: string; username: string | null; linkedAt: string }[];
  createdAt: string;
};

export type Points = { credits: number; stake: { locked: number; available: number } };
