import {
  ORGANIZER_TOOLS,
  ORGANIZER_TOOL_LABELS,
  TIER_RANK,
  MEMBERSHIP_TIERS,
  type EntitlementsTable,
} from "@questhq/core";
import type { TierEntitlements } from "@questhq/core/schemas/responses/membership";

/** GET /api/v1/membership/tiers: what every tier gives (the operator's table), lowest tier first. */
export function membershipTiers(table: EntitlementsTable): TierEntitlements {
  return {
    tiers: [...MEMBERSHIP_TIERS]
      .sort((a, b) => TIER_RANK[a] - TIER_RANK[b])
      .map((tierName) => ({ tierName, rank: TIER_RANK[tierName], entitlements: table[tierName] })),
    organizerTools: ORGANIZER_TOOLS.map((id) => ({ id, label: ORGANIZER_TOOL_LABELS[id] })),
  };
}
