import { githubSandboxAccount } from "../../../objectives/github/sandbox";
import type { ProviderLinking } from "../provider-linking";
import { githubRoutes } from "./github.routes";

// Linking GitHub: an OAuth app; the fake must know the link's token again after a restart.
export const githubLinking = {
  routes: githubRoutes,
  sandboxAccount: githubSandboxAccount,
  holdsToken: true,
} satisfies ProviderLinking;
