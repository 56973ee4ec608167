import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { toHeaders } from "../../lib/session";

/**
 * better-auth's standard routes, mounted as they are so third-party clients work.
 * Sign-in routes share a tighter rate limit than the rest of the API.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, app.env.PUBLIC_URL);
      const init: RequestInit = { method: request.method, headers: toHeaders(request) };
      if (request.method !== "GET" && request.body !== undefined) init.body = JSON.stringify(request.body);
      const response = await app.auth.handler(new Request(url, init));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
  app.get("/api/auth/*", { schema: { hide: true } }, handler);
  app.post(
    "/api/auth/*",
    { schema: { hide: true }, config: { rateLimit: { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } } },
    handler,
  );
};
