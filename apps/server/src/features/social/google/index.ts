import { googleSandboxAccount } from "../../../objectives/youtube/sandbox";
import type { ProviderLinking } from "../provider-linking";
import { googleRoutes } from "./google.routes";

// Linking Google (YouTube objectives): OAuth 2 with PKCE; the fake must know the link's token again after a restart.
export const googleLinking = {
  routes: googleRoutes,
  sandboxAccount: googleSandboxAccount,
  holdsToken: true,
} satisfies ProviderLinking;
