import { discordSandboxAccount } from "../../../objectives/discord/sandbox";
import type { ProviderLinking } from "../provider-linking";
import { discordRoutes } from "./discord.routes";

// Linking Discord: OAuth 2 with PKCE; the fake must know the link's token again after a restart.
export const discordLinking = {
  routes: discordRoutes,
  sandboxAccount: discordSandboxAccount,
  holdsToken: true,
} satisfies ProviderLinking;
