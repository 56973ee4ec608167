import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// google account linking routes (being built).
export const googleRoutes: FastifyPluginAsyncZod = async () => {};
