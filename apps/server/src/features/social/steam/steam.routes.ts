import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// steam account linking routes (being built).
export const steamRoutes: FastifyPluginAsyncZod = async () => {};
