// What the plain references of `npm run bench` share (reference-server.ts): the database, the signed-in user from the
// session cookie, the error answers and the small conversions every answer needs.
import type { FastifyReply } from "fastify";
import type { Database } from "../apps/server/src/db/client";
import type { Env } from "../apps/server/src/env";
import { verifiedToken } from "../apps/server/src/lib/session";

const SESSION_COOKIE = "questhq.session_token";

export type Query = Database["query"];

export type Reference = {
  q: Query;
  /** The settings our app runs with in the bench (the public URL of links, the tiers' entitlements, the Saga vault). */
  env: Env;
  /** The signed-in user's id, or null: the signed cookie, then one indexed session read. */
  sessionUser(cookieHeader: string | undefined): Promise<string | null>;
};

/** The session token of better-auth's signed cookie, checked as the app checks it (lib/session.ts). */
function sessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const raw = cookieHeader
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  return raw ? verifiedToken(decodeURIComponent(raw), secret) : null;
}

export function reference(database: Database, env: Env): Reference {
  const q = database.query;
  return {
    q,
    env,
    async sessionUser(cookieHeader) {
      const token = sessionToken(cookieHeader, env.AUTH_SECRET);
      if (!token) return null;
      // Unexpired, and within the absolute lifetime our app enforces (SESSION_MAX_AGE_DAYS).
      const [row] = await q<{ user_id: string }>(
        `select user_id from session
          where token = $1 and expires_at > now() and created_at > now() - make_interval(days => $2)`,
        [token, env.SESSION_MAX_AGE_DAYS],
      );
      return row?.user_id ?? null;
    },
  };
}

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const unauthorized = (reply: FastifyReply) =>
  reply.status(401).send({ error: { code: "unauthorized", message: "You need to sign in first." } });

export const notFound = (reply: FastifyReply, message: string) =>
  reply.status(404).send({ error: { code: "not_found", message } });

/** A request shape the reference does not implement: refused, so the answers check names it rather than passing. */
export const notImplemented = (reply: FastifyReply, what: string) =>
  reply.status(501).send({ error: { code: "not_implemented", message: `The plain reference has no ${what}.` } });
