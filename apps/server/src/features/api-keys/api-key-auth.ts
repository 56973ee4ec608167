import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_KEY_MESSAGES, AppError } from "@questhq/core";
import { authenticateApiKey } from "./authenticate-api-key";
import { recordAudit } from "./record-audit";
import { countRateLimitRefusal } from "../../lib/metrics";

// How a request carrying `Authorization: Bearer qhq_…` is handled (docs/product/developers.md#api-keys), in the
// order that keeps a forged header from buying anything:
// 1. onRequest (app level, before the rate limiters): the key is read. A valid key is counted against its own
//    per-key limit and answers with RateLimit-* headers; an unknown, revoked or expired one is left to the IP limit,
//    so inventing keys gives no fresh allowance.
// 2. preParsing (after every limiter): on a route that takes keys or needs a session, a bad key answers 401, a route
//    without `config.apiKey` is for people and answers 403, and a key without the route's scope answers 403 naming
//    it. A public route that takes no key ignores the header: its caller is a visitor.
// 3. onResponse: a successful write through a key goes to the organization's audit log.

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !request.url.startsWith("/api/")) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

export type ApiKeyAuthOptions = { perMinute: number };

export function registerApiKeyAuth(app: FastifyInstance, options: ApiKeyAuthOptions): void {
  const db = app.database.db;
  app.decorateRequest("apiKey", null);
  app.decorateRequest("apiKeyRefusal", null);
  // One limiter for every key, keyed by the key's id; Redis-backed when the server has Redis (app.ts).
  const perKey = app.createRateLimit({
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `api-key:${req.apiKey?.keyId}`,
    // The global limiter's allow list lets key requests through to this one; this one counts them all.
    allowList: () => false,
  });

  app.addHook("onRequest", async (request, reply) => {
    const token = bearerToken(request);
    if (!token) return;
    const check = await authenticateApiKey(db, token);
    if ("refusal" in check) {
      request.apiKeyRefusal = check.refusal;
      return;
    }
    request.apiKey = check.actor;
    const limit = await perKey(request);
    if (limit.isAllowed) return;
    reply.header("RateLimit-Limit", limit.max);
    reply.header("RateLimit-Remaining", limit.remaining);
    reply.header("RateLimit-Reset", limit.ttlInSeconds);
    if (limit.isExceeded) {
      countRateLimitRefusal("api_key");
      reply.header("Retry-After", limit.ttlInSeconds);
      throw new AppError(
        "rate_limited",
        `This API key has made more than ${limit.max} requests in a minute; try again in ${limit.ttlInSeconds} s.`,
      );
    }
  });

  app.addHook("preParsing", async (request) => {
    if (!request.apiKey && !request.apiKeyRefusal) return;
    const needed = request.routeOptions.config.apiKey;
    const isForPeople = Boolean(
      (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security?.length,
    );
    // A public route that takes no key (explore, a mission's page by slug, the docs) serves the caller as a visitor,
    // whatever the header says; unknown paths answer their 404 as for anyone.
    if (!request.routeOptions.url || (!needed && !isForPeople)) return;
    if (request.apiKeyRefusal) throw new AppError("unauthorized", request.apiKeyRefusal);
    const key = request.apiKey!;
    if (!needed) throw new AppError("forbidden", API_KEY_MESSAGES.notForKeys);
    if (!key.scopes.includes(needed.scope))
      throw new AppError("forbidden", API_KEY_MESSAGES.missingScope(needed.scope));
  });

  app.addHook("onResponse", async (request, reply) => {
    const key = request.apiKey;
    if (!key || READS.has(request.method) || reply.statusCode >= 400 || !request.routeOptions.url) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    const params = (request.params ?? {}) as Record<string, unknown>;
    try {
      await recordAudit(db, {
        organizationId: key.organizationId,
        actor: key,
        action: request.routeOptions.config.apiKey?.action ?? route,
        route,
        targetId: typeof params.id === "string" ? params.id : null,
        details: { status: reply.statusCode, params },
      });
    } catch (err) {
      request.log.error({ err, route }, "could not record an API write in the audit log");
    }
  });
}
