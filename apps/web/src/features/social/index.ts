// The social feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export {
  formatAccountName,
  isSocialProvider,
  linkedAccountsQuery,
  orgTwitterQuery,
  steamValidityQuery,
  twitterValidityQuery,
  useDisconnectAccount,
  type OrgTwitterView,
  type SocialProvider,
} from "./social-api";
export { useConnectAccount } from "./use-connect-account";
