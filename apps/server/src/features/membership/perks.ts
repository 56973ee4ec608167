import {
  parseEntitlementsOverride,
  stakingFreeEntries,
  type Entitlements,
  type EntitlementsTable,
  type MembershipTier,
} from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { hqAvailable } from "../ledger/index";
import { tierOf } from "./subscription-of";

// Where the server enforces the tiers: the entitlements of the user's tier at this moment. A lapsed or
// cancelled subscription no longer counts (subscription-of.ts), so its perks go with it. Staked $HQ has its
// perk read here too (staking free entries), so every place that grants extra free entries sees both.

let memo: { source: string | undefined; table: EntitlementsTable } | null = null;

/** The operator's entitlements table (TIER_ENTITLEMENTS over the defaults; validated at start-up). */
export function entitlementsTableOf(env: Pick<Env, "TIER_ENTITLEMENTS">): EntitlementsTable {
  if (!memo || memo.source !== env.TIER_ENTITLEMENTS)
    memo = { source: env.TIER_ENTITLEMENTS, table: parseEntitlementsOverride(env.TIER_ENTITLEMENTS) };
  return memo.table;
}

export type Perks = {
  tier: MembershipTier;
  perks: Entitlements;
  /** Staked $HQ in base units: the confirmed deposits still available (a withdrawal in flight has left it). */
  staked: bigint;
  /** Extra free raffle entries the stake gives (core's rate). */
  stakingFreeEntries: number;
};

export async function perksOf(
  db: Db,
  env: Pick<Env, "TIER_ENTITLEMENTS">,
  userId: string,
  now = new Date(),
): Promise<Perks> {
  const [tier, staked] = await Promise.all([tierOf(db, userId, now), hqAvailable(db, userId)]);
  const perks = entitlementsTableOf(env)[tier];
  return { tier, perks, staked, stakingFreeEntries: stakingFreeEntries(staked) };
}
