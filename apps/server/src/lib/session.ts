import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Auth } from "./auth";
import type { Db } from "../db/client";
import { session as sessionTable } from "../db/schema/index";

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

/**
 * Resolves the signed-in user from the session cookie. better-auth enforces the idle
 * lifetime; the absolute lifetime is enforced here: an old session is deleted.
 */
export async function getSessionUser(
  request: FastifyRequest,
  deps: { auth: Auth; db: Db; maxAgeDays: number },
): Promise<SessionUser | null> {
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
