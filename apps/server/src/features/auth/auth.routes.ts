import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { toHeaders } from "../../lib/session";
import { translateAuthError } from "./auth-errors";
import { emailCodeLimits } from "./email-code-limits";

/**
 * better-auth's standard routes, mounted as they are so third-party clients work.
 * Sign-in routes share a tighter rate limit than the rest of the API, email codes a per-address one; errors are
 * translated into the house error model (auth-errors.ts), and no answer is cached (they are all about a session).
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
    reply.header("cache-control", "no-store");
    if (response.status >= 400) {
      const text = await response.text();
      let payload: unknown = null;
      try {
        payload = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: translated from its status alone */
      }
      if (response.status >= 500)
        request.log.error({ status: response.status, body: text.slice(0, 500) }, "better-auth failed");
      const translated = translateAuthError(response.status, payload, String(request.id));
      return reply.status(translated.status).type("application/json; charset=utf-8").send(translated.body);
    }
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
  app.get("/api/auth/*", { schema: { hide: true } }, handler);
  app.post(
    "/api/auth/*",
    {
      schema: { hide: true },
      config: { rateLimit: { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } },
      preHandler: emailCodeLimits(app),
    },
    handler,
  );
};
