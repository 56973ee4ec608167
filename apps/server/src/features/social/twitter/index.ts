import { twitterSandboxAccount } from "../../../objectives/twitter/sandbox";
import type { ProviderLinking } from "../provider-linking";
import { twitterRoutes } from "./twitter.routes";

// Linking X (Twitter): OAuth 2 with PKCE; the fake must know the link's token again after a restart.
export const twitterLinking = {
  routes: twitterRoutes,
  sandboxAccount: twitterSandboxAccount,
  holdsToken: true,
} satisfies ProviderLinking;
