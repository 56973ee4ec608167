import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// twitter account linking routes (being built).
export const twitterRoutes: FastifyPluginAsyncZod = async () => {};
