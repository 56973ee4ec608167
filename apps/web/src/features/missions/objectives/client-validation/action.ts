import type { FamilyDrawerActions } from "../drawer-action";

export const clientValidationActions = { client_validation: () => ({ kind: "okx" }) } satisfies FamilyDrawerActions;
