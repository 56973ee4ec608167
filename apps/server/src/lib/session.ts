import type { FastifyRequest } from "fastify";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Auth } from "./auth";
import type { Db } from "../db/client";
import { session as sessionTable, user as userTable } from "../db/schema/index";

export type SessionUser = { id: string; email: string; name: string; sessionId: string };

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  // better-auth records a session's IP from X-Forwarded-For: give it the client IP TRUST_PROXY resolved,
  // never a value the client wrote itself.
  headers.set("x-forwarded-for", request.ip);
  headers.delete("x-real-ip");
  return headers;
}

export { toHeaders };

type SessionDeps = { auth: Auth; db: Db; maxAgeDays: number };

/** better-auth's signed cookie value "<token>.<base64 HMAC-SHA256 of the token>": the token, or null when forged. */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session of a request in one indexed read: the signed cookie is checked here, then one prepared statement reads
 * the session and its user by the token's unique index. better-auth's getSession, which costs several times more
 * (its endpoint pipeline, a Headers copy, two adapter reads), runs only where it has work to do: a session due for
 * its daily extension (it writes the new expiry) or an expired one (it deletes it). There is no revocation delay: a
 * session deleted by signing out, by an operator or by the absolute lifetime fails on the very next request.
 */
export function createSessionResolver(deps: SessionDeps) {
  const lookup = deps.db
    .select({
      id: sessionTable.id,
      expiresAt: sessionTable.expiresAt,
      createdAt: sessionTable.createdAt,
      userId: userTable.id,
      email: userTable.email,
      name: userTable.name,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder("token")))
    .prepare("questhq_session_by_token");
  const context = deps.auth.$context;

  return async (request: FastifyRequest): Promise<SessionUser | null> => {
    if (!request.headers.cookie) return null;
    const ctx = await context;
    const token = verifiedToken(request.cookies[ctx.authCookies.sessionToken.name], ctx.secret);
    if (!token) return null;
    const [row] = await lookup.execute({ token });
    if (!row) return null;
    const now = Date.now();
    const { expiresIn, updateAge } = ctx.sessionConfig;
    // better-auth's own rule for "extend this session now" (api/routes/session: shouldBeUpdated).
    const due = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (due || row.expiresAt.getTime() <= now) return getSessionUser(request, deps);
    if (now - row.createdAt.getTime() > deps.maxAgeDays * 86_400_000) {
      await deps.db.delete(sessionTable).where(eq(sessionTable.id, row.id));
      return null;
    }
    return { id: row.userId, email: row.email, name: row.name, sessionId: row.id };
  };
}

/**
 * Resolves the signed-in user through better-auth (which also extends a session once a day and deletes an expired
 * one). better-auth enforces the idle lifetime; the absolute lifetime is enforced here: an old session is deleted.
 */
export async function getSessionUser(request: FastifyRequest, deps: SessionDeps): Promise<SessionUser | null> {
  if (!request.headers.cookie) return null;
  const result = await deps.auth.api.getSession({ headers: toHeaders(request), query: { disableRefresh: false } });
  if (!result) return null;
  const ageMs = Date.now() - new Date(result.session.createdAt).getTime();
  if (ageMs > deps.maxAgeDays * 86_400_000) {
    await deps.db.delete(sessionTable).where(eq(sessionTable.id, result.session.id));
    return null;
  }
  return { id: result.user.id, email: result.user.email, name: result.user.name, sessionId: result.session.id };
}

export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError("unauthorized", "You need to sign in first.");
  return user;
}
