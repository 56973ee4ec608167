import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// telegram account linking routes (being built).
export const telegramRoutes: FastifyPluginAsyncZod = async () => {};
