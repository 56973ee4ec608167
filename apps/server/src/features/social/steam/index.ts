import { steamSandboxAccount } from "../../../objectives/steam/sandbox";
import type { ProviderLinking } from "../provider-linking";
import { steamRoutes } from "./steam.routes";

// Linking Steam: OpenID 2.0, no token to hold.
export const steamLinking = {
  routes: steamRoutes,
  sandboxAccount: steamSandboxAccount,
  holdsToken: false,
} satisfies ProviderLinking;
