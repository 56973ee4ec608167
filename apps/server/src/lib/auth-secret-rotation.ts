import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Auth } from "./auth";
import { verifiedToken } from "./session";

// Rotating AUTH_SECRET without signing everyone out (docs/self-hosting.md#rotating-secrets): while
// AUTH_SECRET_PREVIOUS is set, a session cookie signed with it is re-signed with AUTH_SECRET, for this request (so
// better-auth and lib/session.ts read it as theirs) and in the answer (so the browser keeps the new one). Sessions
// live in the database; only the cookie's signature changes. After the idle lifetime every active session has been
// re-signed and AUTH_SECRET_PREVIOUS can go.

/** The Cookie header with one cookie's value replaced (the value already encoded as a header carries it). */
function withCookie(header: string, name: string, encodedValue: string): string {
  return header
    .split(";")
    .map((part) => (part.trim().startsWith(`${name}=`) ? ` ${name}=${encodedValue}` : part))
    .join(";")
    .trim();
}

export function registerAuthSecretRotation(app: FastifyInstance, auth: Auth, previousSecret: string | undefined) {
  if (!previousSecret) return;
  app.addHook("onRequest", async (request, reply) => {
    if (!request.headers.cookie) return;
    const ctx = await auth.$context;
    const name = ctx.authCookies.sessionToken.name;
    const value = request.cookies[name];
    if (!value || verifiedToken(value, ctx.secret)) return;
    const token = verifiedToken(value, previousSecret);
    if (!token) return;
    // better-call's signature format: standard base64 of HMAC-SHA256 over the token.
    const resigned = `${token}.${createHmac("sha256", ctx.secret).update(token).digest("base64")}`;
    request.cookies[name] = resigned;
    request.headers.cookie = withCookie(request.headers.cookie, name, encodeURIComponent(resigned));
    const { path, domain, httpOnly, secure, sameSite, partitioned } = ctx.authCookies.sessionToken.attributes;
    reply.setCookie(name, resigned, {
      path,
      domain,
      httpOnly,
      secure,
      partitioned,
      sameSite: sameSite?.toLowerCase() as "lax" | "strict" | "none" | undefined,
      maxAge: ctx.sessionConfig.expiresIn,
    });
    request.log.info("session cookie re-signed with the new AUTH_SECRET");
  });
}
