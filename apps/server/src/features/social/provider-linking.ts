import type { FastifyPluginAsync } from "fastify";
import type { SandboxAccount } from "../../objectives/types";

/**
 * What the server does for one provider with linked accounts: the linking routes, and in the sandbox the fake's
 * account for a link, with whether the fake must be told the link's token again after a restart (providers that
 * answer with the user's token; Steam and Telegram need none).
 */
export type ProviderLinking = {
  routes: FastifyPluginAsync;
  sandboxAccount: SandboxAccount;
  holdsToken: boolean;
};
