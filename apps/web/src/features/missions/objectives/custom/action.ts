import { type FamilyDrawerActions, visitAction } from "../drawer-action";

export const customActions = { link_click: visitAction } satisfies FamilyDrawerActions;
