import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const drawsRoutes: FastifyPluginAsyncZod = async () => {};
