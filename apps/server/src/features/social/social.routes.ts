import type { FastifyPluginAsync } from "fastify";
import { PROVIDER_LINKING } from "./registry";

// Linking social accounts (docs/product/accounts.md#linked-accounts); one folder per provider, listed in registry.ts.
export const socialRoutes: FastifyPluginAsync = async (app) => {
  for (const linking of Object.values(PROVIDER_LINKING)) await app.register(linking.routes);
};
