// The membership feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { entitlementsTableOf, perksOf } from "./perks";
export { subscriptionOf, tierOf } from "./subscription-of";
