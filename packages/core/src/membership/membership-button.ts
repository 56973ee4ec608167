// The header membership button (docs/product/screens.md#membership-button). Pure so the
// header and its tests agree; hiding below medium width is the caller's CSS.

export type MembershipButton =
  | { label: "Join Now"; href: "/membership" }
  | { label: "Member Discord"; external: true }
  | { label: "Upgrade"; href: "/membership" };

/**
 * No subscription (null, "Free", or a tier we do not know) -> Join Now;
 * Member or Whale -> Member Discord, an external link the caller opens in a
 * new tab with the configured community URL; Pro -> Upgrade. Tier names are
 * matched case-insensitively because they come from the billing provider.
 */
export function membershipButton(tierName: string | null | undefined): MembershipButton {
  const tier = (tierName ?? "").trim().toLowerCase();
  if (tier === "member" || tier === "whale") return { label: "Member Discord", external: true };
  if (tier === "pro") return { label: "Upgrade", href: "/membership" };
  return { label: "Join Now", href: "/membership" };
}
