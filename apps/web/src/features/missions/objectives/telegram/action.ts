import { type FamilyDrawerActions, socialAction } from "../drawer-action";

export const telegramActions = {
  telegram_join: socialAction("telegram", "telegramGroupInviteUrl"),
} satisfies FamilyDrawerActions;
