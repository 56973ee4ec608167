import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// Answers to a signed-in browser are about that person (their missions, balance, organizations): no browser,
// proxy or CDN may keep them. Routes that chose a cache policy themselves (uploads and hashed assets: immutable;
// index.html: no-cache) keep it. Public API answers vary with the cookie, so a shared cache never hands a
// visitor's copy to a signed-in user or the other way round.

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?questhq\.session_token=/;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}

export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control")) setCachePolicy(request, reply);
    done(null, payload);
  });
}

function setCachePolicy(request: FastifyRequest, reply: FastifyReply): void {
  if (hasSessionCookie(request.headers.cookie)) {
    reply.header("cache-control", "no-store");
  } else if (request.url.startsWith("/api/")) {
    const vary = reply.getHeader("vary");
    if (!vary || !/\bcookie\b/i.test(String(vary))) reply.header("vary", vary ? `${String(vary)}, Cookie` : "Cookie");
  }
}
