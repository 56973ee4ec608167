import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// discord account linking routes (being built).
export const discordRoutes: FastifyPluginAsyncZod = async () => {};
