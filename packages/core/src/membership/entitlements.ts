import { z } from "zod";
import type { MembershipTier } from "../schemas/user-views";
import { MEMBERSHIP_TIERS } from "../schemas/user-views";

// What each tier gives, in one table: the /membership page shows it and the server enforces it.
// The defaults below can be replaced by the operator (TIER_ENTITLEMENTS, a JSON object of the tiers to
// change); a value left out keeps its default.

/** Organizer tools a tier unlocks; each is enforced where the tool runs. */
export const ORGANIZER_TOOLS = ["winner_contact_export"] as const;
export type OrganizerTool = (typeof ORGANIZER_TOOLS)[number];

export const ORGANIZER_TOOL_LABELS: Record<OrganizerTool, string> = {
  winner_contact_export: "Winner exports with contact columns (email, Discord, X)",
};

export type Entitlements = {
  /** Entries free of $HQ on every raffle mission, on top of the mission's own free entries. */
  extraFreeEntries: number;
  /** Saga booster added each week the tier is held, in hundredths (25 = +0.25). */
  weeklyBoosterHundredths: number;
  /** Percent off the $HQ price of skipping Twitter/X objectives. */
  skipDiscountPercent: number;
  organizerTools: OrganizerTool[];
};

export type EntitlementsTable = Record<MembershipTier, Entitlements>;

export const DEFAULT_ENTITLEMENTS: EntitlementsTable = {
  Free: { extraFreeEntries: 0, weeklyBoosterHundredths: 0, skipDiscountPercent: 0, organizerTools: [] },
  Member: { extraFreeEntries: 1, weeklyBoosterHundredths: 25, skipDiscountPercent: 10, organizerTools: [] },
  Pro: {
    extraFreeEntries: 2,
    weeklyBoosterHundredths: 50,
    skipDiscountPercent: 25,
    organizerTools: ["winner_contact_export"],
  },
  Whale: {
    extraFreeEntries: 3,
    weeklyBoosterHundredths: 100,
    skipDiscountPercent: 50,
    organizerTools: ["winner_contact_export"],
  },
};

export const entitlementsSchema = z.object({
  extraFreeEntries: z.number().int().min(0).max(99),
  weeklyBoosterHundredths: z.number().int().min(0).max(1000),
  skipDiscountPercent: z.number().int().min(0).max(100),
  organizerTools: z.array(z.enum(ORGANIZER_TOOLS)),
});

// Strict: a misspelt tier or field is refused at start-up rather than silently ignored.
const overrideSchema = z
  .object(Object.fromEntries(MEMBERSHIP_TIERS.map((t) => [t, entitlementsSchema.partial().strict().optional()])))
  .strict();

/** The operator's table: TIER_ENTITLEMENTS merged over the defaults. Throws with the bad path on bad input. */
export function parseEntitlementsOverride(json: string | undefined): EntitlementsTable {
  if (!json?.trim()) return DEFAULT_ENTITLEMENTS;
  const override = overrideSchema.parse(JSON.parse(json)) as Partial<Record<MembershipTier, Partial<Entitlements>>>;
  const table = { ...DEFAULT_ENTITLEMENTS };
  for (const tier of MEMBERSHIP_TIERS) table[tier] = { ...DEFAULT_ENTITLEMENTS[tier], ...override[tier] };
  return table;
}

/** $HQ to skip `count` Twitter/X objectives at `perObjective` each with the tier's discount, to the cent. */
export function discountedSkipCost(count: number, perObjective: number, discountPercent: number): number {
  return Math.round(count * perObjective * (100 - discountPercent)) / 100;
}

/** A winners export asked for contact columns without the organizer tool (403). */
export const CONTACT_EXPORT_TOOL_MESSAGE =
  "Contact columns (email, Discord, X) in winner exports come with the Pro and Whale tiers. " +
  "Export wallet addresses, or upgrade.";
export const CONTACT_EXPORT_FIELDS = [
  "email_address",
  "discord_id",
  "discord_username",
  "twitter_id",
  "twitter_username",
] as const;
