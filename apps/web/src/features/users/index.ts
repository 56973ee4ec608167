// The users feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export {
  balancesQueryOptions,
  meQueryOptions,
  membershipQueryOptions,
  useBalances,
  useMe,
  useOrganizationCreation,
  useSubscription,
} from "./queries";
export { TierBadge, TierIcon } from "./tier-badge";
export { userDisplayName } from "./user-display";
