// The membership feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { formatPaymentMethod, paymentMethodParts, sourceLine, statusLabel } from "./membership-format";
export { hasSeveralSources, isPastDue, lacksTool, liveStripeSources, tiersWithTool } from "./membership-rules";
export { PortalButton } from "./portal-button";
export { tierEntitlementsQueryOptions } from "./queries";
