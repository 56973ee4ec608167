import type { FamilyDrawerActions } from "../drawer-action";

// Verified by the organization's own API (docs/product/objectives.md#verified-by-your-api): nothing to open here;
// the user does the task in the organization's product, then verifies.
export const endpointActions = { endpoint_check: () => ({ kind: "organizer" }) } satisfies FamilyDrawerActions;
