import { type FamilyDrawerActions, socialAction } from "../drawer-action";

// Discord: connect Discord, open the invite, verify.
const onServer = socialAction("discord", "discordServerInviteUrl");

export const discordActions = { discord_join: onServer, discord_role: onServer } satisfies FamilyDrawerActions;
