import { parseEntitlementsOverride, type Entitlements, type EntitlementsTable, type SubscriptionTier } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { tierOf } from "./subscription-of";

// Where the server enforces the tiers: the entitlements of the user's tier at this moment. A lapsed or
// cancelled subscription no longer counts (subscription-of.ts), so its perks go with it.

let memo: { source: string | undefined; table: EntitlementsTable } | null = null;

/** The operator's entitlements table (TIER_ENTITLEMENTS over the defaults; validated at start-up). */
export function entitlementsTableOf(env: Pick<Env, "TIER_ENTITLEMENTS">): EntitlementsTable {
  if (!memo || memo.source !== env.TIER_ENTITLEMENTS) memo = { source: env.TIER_ENTITLEMENTS, table: parseEntitlementsOverride(env.TIER_ENTITLEMENTS) };
  return memo.table;
}

export type Perks = { tier: SubscriptionTier; perks: Entitlements };

export async function perksOf(db: Db, env: Pick<Env, "TIER_ENTITLEMENTS">, userId: string, now = new Date()): Promise<Perks> {
  const tier = await tierOf(db, userId, now);
  return { tier, perks: entitlementsTableOf(env)[tier] };
}
