// The plain reference of `npm run bench`: the same reads as our API, written the obvious way (Fastify, hand-written
// SQL on the same database and connections, plain objects, JSON.stringify), so each of our routes can be reported as
// a ratio of it. Each reference serves the same path as our route and must answer exactly the same JSON (checked
// before timing: same-answers.ts), so it does all the work the answer needs; what it leaves out is the product's
// cross-cutting work (schemas and the compiled serializer, rate limits, CSRF, compression, hooks, the error model) and
// our layering. The two fixed-cost rows (the trivial route and /api/health) also send our response headers, so that
// row compares the per-request machinery rather than the bytes of the headers.
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { formatUnits } from "viem";
import { stakingFreeEntries } from "@questhq/core";
import type { Database } from "../apps/server/src/db/client";
import type { Env } from "../apps/server/src/env";
import { reference, unauthorized } from "./reference-common";
import { registerMissionReferences } from "./reference-missions";
import { registerNewsReferences } from "./reference-news";
import { registerSagaReference } from "./reference-saga";

/** The headers our app sends on every API answer (lib/security-headers.ts: Helmet's API set, on http). */
const API_HEADERS = {
  "content-security-policy": "default-src 'none';frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

/**
 * Our fixed headers on a bare route: the security set and a request id, the cache rule (a signed-in answer is
 * no-store, a public one varies by cookie: lib/cache-headers.ts), and, where our rate limiter counts the route, its
 * three headers (the same bytes; the counting itself is our cost, which the row shows).
 */
function sendOurHeaders(req: FastifyRequest, reply: FastifyReply, rateLimit: number | null) {
  reply.headers(API_HEADERS);
  reply.header("x-request-id", randomUUID());
  if (rateLimit !== null) {
    reply.header("x-ratelimit-limit", rateLimit);
    reply.header("x-ratelimit-remaining", rateLimit - 1);
    reply.header("x-ratelimit-reset", 60);
  }
  if (/(?:^|;\s*)questhq\.session_token=/.test(req.headers.cookie ?? "")) reply.header("cache-control", "no-store");
  else reply.header("vary", "Cookie");
}

export async function buildReference(database: Database, env: Env): Promise<FastifyInstance> {
  // Our paths end with or without a slash alike (the news feed's links keep the slash).
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  const ref = reference(database, env);
  const { q } = ref;

  app.get("/api/__bench/empty", async (req, reply) => {
    sendOurHeaders(req, reply, env.RATE_LIMIT_MAX);
    return {};
  });
  // Health is left out of our rate limit.
  app.get("/api/health", async (req, reply) => {
    sendOurHeaders(req, reply, null);
    return { status: "ok" };
  });

  // Credits with a session: the signed cookie, one session read, then side by side the ledger sum, the stake row and
  // the deposits of the user's wallets seen on chain but not yet confirmed. $HQ is shown in whole tokens.
  app.get("/api/v1/users/credits", async (req, reply) => {
    const userId = await ref.sessionUser(req.headers.cookie);
    if (!userId) return unauthorized(reply);
    const [[credits], [stake], [pending]] = await Promise.all([
      q<{ total: string }>(`select coalesce(sum(amount), 0)::text as total from credit_ledger where user_id = $1`, [
        userId,
      ]),
      q<{ locked: string; available: string }>(
        `select locked::text, available::text from hq_stake where user_id = $1`,
        [userId],
      ),
      q<{ total: string }>(
        `select coalesce(sum(amount), 0)::text as total from chain_pending
          where event = 'Deposited'
            and wallet in (select lower(address) from wallet_address where user_id = $1)`,
        [userId],
      ),
    ]);
    const available = BigInt(stake?.available ?? 0);
    const locked = BigInt(stake?.locked ?? 0) + BigInt(pending?.total ?? 0);
    return {
      data: {
        credits: Number(credits?.total ?? 0),
        stake: {
          locked: Number(formatUnits(locked, 18)),
          available: Number(formatUnits(available, 18)),
          stakingFreeEntries: stakingFreeEntries(available),
        },
      },
    };
  });

  registerMissionReferences(app, ref);
  registerSagaReference(app, ref);
  registerNewsReferences(app, ref);
  return app;
}
