import { z } from "zod";
import { MEMBERSHIP_TIERS, type Me, type Balances, type Subscription, type Wallet } from "../user-views";
import { dataAnswer, isoDateTime } from "./common";
import { sameType } from "./same-type";

// What the signed-in user's own routes answer: /users/* and /wallets/*.

export const walletSchema = z.object({
  address: z.string(),
  chainId: z.number().int(),
  isPrimary: z.boolean(),
  createdAt: isoDateTime,
});
sameType<z.output<typeof walletSchema>, Wallet>();

export const subscriptionSchema = z.object({
  tierName: z.enum(MEMBERSHIP_TIERS),
  subscriptionId: z.string().nullable(),
  status: z.enum(["active", "inactive", "past_due", "canceled", "trialing"]),
  priceId: z.string().nullable(),
  currentPeriodStart: isoDateTime.nullable(),
  currentPeriodEnd: isoDateTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentMethod: z.string().nullable(),
  kind: z.enum(["free", "stripe", "nft"]),
  stripe_customer_id: z.string().nullable(),
  sources: z.array(
    z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("stripe"),
        tierName: z.enum(["Member", "Pro", "Whale"]),
        status: z.enum(["active", "past_due", "trialing", "canceled", "inactive"]),
        currentPeriodEnd: isoDateTime.nullable(),
        cancelAtPeriodEnd: z.boolean(),
      }),
      z.object({
        kind: z.literal("nft"),
        tierName: z.enum(["Member", "Whale"]),
        tokenId: z.string(),
        wallet: z.string(),
        staked: z.boolean(),
      }),
    ]),
  ),
});
sameType<z.output<typeof subscriptionSchema>, Subscription>();
export const subscriptionAnswer = dataAnswer(subscriptionSchema);

export const meSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  ensName: z.string().nullable(),
  displayName: z.string(),
  tier: z.enum(MEMBERSHIP_TIERS),
  referralCode: z.string(),
  referredBy: z.string().nullable(),
  isBd: z.boolean(),
  isOperator: z.boolean().describe("A platform operator (runs Sagas), not an organization role"),
  canCreateOrganization: z.boolean().describe("Whether this server lets this user create an organization"),
  createOrganizationRefusal: z
    .string()
    .nullable()
    .describe("Why not (the message creating one would be refused with); null when they may"),
  wallets: z.array(walletSchema),
  socialAccounts: z.array(z.object({ provider: z.string(), username: z.string().nullable(), linkedAt: isoDateTime })),
  createdAt: isoDateTime,
});
sameType<z.output<typeof meSchema>, Me>();
export const meAnswer = dataAnswer(meSchema);

export const balancesSchema = z.object({
  credits: z.number(),
  stake: z
    .object({
      locked: z.number(),
      available: z.number(),
      stakingFreeEntries: z.number().int().describe("Extra free raffle entries the available stake gives now"),
    })
    .describe("$HQ, in whole tokens"),
});
sameType<z.output<typeof balancesSchema>, Balances>();
export const balancesAnswer = dataAnswer(balancesSchema);

export const referralAnswer = dataAnswer(z.object({ message: z.string() }));

export const walletNonceAnswer = dataAnswer(z.object({ nonce: z.string() }));
export const walletAnswer = dataAnswer(walletSchema);
/** A DELETE that removed something (a wallet, an organization member). */
export const removedAnswer = dataAnswer(z.object({ removed: z.literal(true) }));
