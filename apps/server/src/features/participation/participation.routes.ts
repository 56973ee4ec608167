import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const participationRoutes: FastifyPluginAsyncZod = async () => {};
