import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { responseSerializerCompiler } from "./lib/response-serializer";
import { documentObject, documentRoute, errorComponents } from "./lib/openapi";
import { connectRedis, fallbackStore, type RedisLink } from "./lib/redis";
import { databaseBudgetStore, redisBudgetStore, type BudgetStore } from "./providers/budgets/budget-store";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { createAuth, type Auth } from "./lib/auth";
import { registerErrorHandling, rateLimitedAnswer } from "./lib/errors";
import { createMailer, type Mailer } from "./lib/mailer";
import { trustProxyOption } from "./lib/trust-proxy";
import { createSessionResolver, type SessionUser } from "./lib/session";
import type { Actor } from "./lib/actor";
import { registerApiKeyAuth } from "./features/api-keys/api-key-auth";
import { registerCsrfGuard } from "./lib/csrf";
import { registerAuthSecretRotation } from "./lib/auth-secret-rotation";
import { requestLogController } from "./lib/request-log";
import { clientErrorHandler, registerInputGuard, routerErrorHandler } from "./lib/input-guard";
import { registerCacheHeaders } from "./lib/cache-headers";
import { registerCompression } from "./lib/compression";
import { registerSecurityHeaders } from "./lib/security-headers";
import { bridgeConnectSources, sandboxLifiWorld } from "./features/bridge/bridge-settings";
import { sandboxExplorerChains } from "./features/bridge/sandbox-explorer";
import { readChainRoutes } from "./features/bridge/read-chain.routes";
import { registerWebApp } from "./features/seo/serve-web-app";
import { authRoutes } from "./features/auth/auth.routes";
import { systemRoutes } from "./features/system/system.routes";
import { docsRoutes } from "./features/docs/docs.routes";
import { usersRoutes } from "./features/users/users.routes";
import { walletsRoutes } from "./features/wallets/wallets.routes";
import { organizationsRoutes } from "./features/organizations/organizations.routes";
import { apiKeysRoutes } from "./features/api-keys/api-keys.routes";
import { devMailboxRoutes } from "./features/system/dev-mailbox.routes";
import { missionsRoutes } from "./features/missions/missions.routes";
import { objectivesRoutes } from "./features/objectives/objectives.routes";
import { rewardsRoutes } from "./features/rewards/rewards.routes";
import { uploadsRoutes } from "./features/uploads/uploads.routes";
import { onchainRoutes } from "./features/onchain/onchain.routes";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { participationRoutes } from "./features/participation/participation.routes";
import { organizationReadsRoutes } from "./features/participation/organization-reads.routes";
import { drawsRoutes } from "./features/draws/draws.routes";
import { winnerWalletsRoutes } from "./features/winner-wallets/winner-wallets.routes";
import { socialRoutes } from "./features/social/social.routes";
import { newsRoutes } from "./features/news/news.routes";
import { seoRoutes } from "./features/seo/seo.routes";
import { isSandbox, providerUrls } from "./providers/config";
import { createSandboxControl, type SandboxControl } from "./features/sandbox/sandbox-control";
import { sandboxRoutes } from "./features/sandbox/sandbox.routes";
import { loadChainSetup, type ChainSetup } from "./features/chain/chain-setup";
import { createPlatformSigner, type PlatformSigner } from "./features/chain/platform-signer";
import { chainRoutes } from "./features/chain/chain.routes";
import { chainRewardsRoutes } from "./features/chain/chain-rewards.routes";
import { createRelayer, type Relayer } from "./features/relay/relayer";
import { relayRoutes } from "./features/relay/relay.routes";
import { sagasRoutes } from "./features/sagas/sagas.routes";
import { operatorsRoutes } from "./features/operators/operators.routes";
import { membershipRoutes } from "./features/membership/membership.routes";
import { webhooksRoutes } from "./features/webhooks/webhooks.routes";
import { bridgeRoutes } from "./features/bridge/bridge.routes";
import { createBilling, type Billing } from "./features/membership/billing";
import { startJobs, type Jobs } from "./jobs/start-jobs";
import { registerMetrics } from "./features/metrics/index";
import { countRateLimitExceeded } from "./lib/metrics";
import { analyticsRoutes, createMissionViewCounter, type MissionViewCounter } from "./features/analytics/index";
import { notificationsRoutes, oneClickUnsubscribeRoutes } from "./features/notifications/index";
import { registerRequestSpans, traceLogFields } from "./lib/tracing/request-spans";
import { tracingSettings } from "./env-tracing";

declare module "fastify" {
  interface FastifyInstance {
    env: Env;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    /** The staking chain (null when not deployed or no RPC URL), the platform's EIP-712 signer and its relayer. */
    chain: { setup: ChainSetup | null; signer: PlatformSigner; relayer: Relayer | null };
    /** The provider fakes' control API when some provider is sandboxed, else null. */
    sandbox: SandboxControl | null;
    /** Stripe (null client when nothing is for sale), the webhook secret and the tiers' entitlements. */
    billing: Billing;
    /** The background jobs this process schedules (jobs/registry.ts), with their shared record. */
    jobs: Jobs;
    /** Redis (REDIS_URL) and whether it answers now; null without REDIS_URL. */
    redis: RedisLink | null;
    /** The providers' rate-limit budgets, shared by every process (providers/budgets). */
    providerBudgets: BudgetStore;
    /** Counts views of mission pages for the organizers' analytics (features/analytics). */
    missionViews: MissionViewCounter;
  }
  interface FastifyRequest {
    /** The signed-in user or null; resolved once per request. Never a person when the request carries an API key. */
    currentUser(): Promise<SessionUser | null>;
    /** The caller of a route that API keys may use: the key, else the signed-in user, else null. */
    actor(): Promise<Actor | null>;
    _user?: Promise<SessionUser | null>;
  }
}

export type BuildOptions = { env: Env; database: Database; logger?: boolean | object };

export async function buildApp({ env, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const tracing = tracingSettings(env) !== null;
  const app = Fastify({
    logger:
      logger ??
      (env.LOG_LEVEL === "silent"
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(env.isProduction || !process.stdout.isTTY ? {} : { transport: { target: "pino-pretty" } }),
            // With tracing on, a log line names its trace (lib/tracing/request-spans.ts).
            ...(tracing ? { mixin: traceLogFields } : {}),
          }),
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // One line per request (lib/request-log.ts).
    logController: requestLogController(),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's own refusals (broken percent-encoding, over-long parameters) in the error model.
    frameworkErrors: routerErrorHandler,
    // …and the HTTP parser's (bytes not allowed in a request line, oversized headers) too.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ strict: !env.isProduction }));
  // Only JSON bodies: a cross-site HTML form cannot send application/json without a preflight.
  app.removeContentTypeParser("text/plain");

  const trustedOrigins = [
    new URL(env.PUBLIC_URL).origin,
    ...(env.TRUSTED_ORIGINS?.split(",")
      .map((s) => s.trim())
      .filter(Boolean) ?? []),
  ];
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    db: database.db,
    log: app.log,
    keepInDevMailbox: !env.isProduction,
  });
  const auth = createAuth({ env, db: database.db, mailer, trustedOrigins, log: app.log });

  app.decorate("env", env);
  app.decorate("database", database);
  app.decorate("auth", auth);
  app.decorate("mailer", mailer);
  app.decorate("chain", { setup: loadChainSetup(env), signer: createPlatformSigner(env), relayer: createRelayer(env) });
  app.decorate("sandbox", isSandbox(env) ? createSandboxControl(app, env) : null);
  app.decorate("billing", createBilling(env));
  app.decorate("missionViews", createMissionViewCounter(database.db, env.PUBLIC_URL, app.log));
  const sessionOf = createSessionResolver({ auth, db: database.db, maxAgeDays: env.SESSION_MAX_AGE_DAYS });
  app.decorateRequest("currentUser", function (this: import("fastify").FastifyRequest) {
    // A key acts for its organization, never as whoever's cookie came along with it.
    this._user ??= this.apiKey ? Promise.resolve(null) : sessionOf(this);
    return this._user;
  });
  app.decorateRequest("actor", async function (this: import("fastify").FastifyRequest): Promise<Actor | null> {
    if (this.apiKey) return this.apiKey;
    const user = await this.currentUser();
    return user ? { kind: "user", userId: user.id } : null;
  });

  registerErrorHandling(app);
  if (tracing) registerRequestSpans(app);
  // First of the request hooks, so that the guards' refusals carry the headers too.
  registerSecurityHeaders(app, env, bridgeConnectSources(env));
  registerInputGuard(app);
  registerCacheHeaders(app);
  registerCsrfGuard(app, trustedOrigins);

  // Text answers of 1 KB or more are compressed by Accept-Encoding (lib/compression.ts).
  registerCompression(app, { threshold: 1024 });
  await app.register(cookie);
  // After the cookie parser: a session signed with the AUTH_SECRET just replaced is re-signed
  // (lib/auth-secret-rotation.ts).
  registerAuthSecretRotation(app, auth, env.AUTH_SECRET_PREVIOUS);
  // Missions and rewards accept form bodies with a file (banner, reward asset); size and count
  // limits are applied per request in lib/form-body.ts.
  await app.register(multipart, { limits: { fieldNameSize: 100, fieldSize: 200_000, headerPairs: 200 } });
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, app.log) : null;
  app.decorate("redis", redis);
  const budgetsInDatabase = databaseBudgetStore(database.db);
  app.decorate(
    "providerBudgets",
    redis ? redisBudgetStore(redis, env.RATE_LIMIT_NAMESPACE, budgetsInDatabase) : budgetsInDatabase,
  );
  // The first requests count in Redis, not in this process, when Redis answers (a down one falls back at once).
  await redis?.settled;
  // quit() refuses while disconnected; disconnect() also stops the reconnection timer, so the process can exit.
  if (redis)
    app.addHook("onClose", async () => void (await redis.client.quit().catch(() => redis.client.disconnect())));
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    // Shared counters in Redis, this process's own while Redis is unreachable (lib/redis.ts).
    ...(redis ? { store: fallbackStore(redis, env.RATE_LIMIT_NAMESPACE, app.log) } : {}),
    // Only the API is limited: a page load fetches ~20 static assets, and probes must always answer. A request with
    // a valid API key counts against that key's own limit instead (features/api-keys/api-key-auth.ts).
    allowList: (req) =>
      !req.url.startsWith("/api/") || req.url === "/api/health" || req.url === "/api/ready" || req.apiKey !== null,
    errorResponseBuilder: rateLimitedAnswer,
    // Inherited by the routes' own limits too.
    onExceeded: countRateLimitExceeded,
  });
  registerApiKeyAuth(app, { perMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE });
  // Prometheus metrics, off unless METRICS_PORT or METRICS_TOKEN is set (features/metrics, docs/ops/metrics.md).
  await registerMetrics(app);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "QuestHQ API",
        version: "1.0.0",
        description: "The product API. Errors are { error: { code, message, fields? } }.",
      },
      servers: [{ url: env.PUBLIC_URL }],
      components: {
        schemas: errorComponents,
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "questhq.session_token" },
          // An organization's API key (docs/guide/api.md); each operation that accepts one lists the scope it needs.
          apiKey: { type: "http", scheme: "bearer", bearerFormat: "qhq_…", description: "An organization API key" },
        },
      },
    },
    // zod → JSON Schema, plus every operation's error answers and the bodies use-cases parse (lib/openapi.ts).
    transform: documentRoute,
    transformObject: documentObject,
  });
  // API_DOCS=false leaves the reference out (the document is still built: routes' schemas need the plugin).
  if (env.API_DOCS) await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(systemRoutes);
  await app.register(docsRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes, { prefix: "/api/v1" });
  await app.register(walletsRoutes, { prefix: "/api/v1" });
  await app.register(organizationsRoutes, { prefix: "/api/v1" });
  await app.register(apiKeysRoutes, { prefix: "/api/v1" });
  await app.register(missionsRoutes, { prefix: "/api/v1" });
  await app.register(objectivesRoutes, { prefix: "/api/v1" });
  await app.register(rewardsRoutes, { prefix: "/api/v1" });
  await app.register(uploadsRoutes, { prefix: "/api/v1" });
  await app.register(onchainRoutes, { prefix: "/api/v1" });
  await app.register(accountsRoutes, { prefix: "/api/v1" });
  await app.register(sagasRoutes, { prefix: "/api/v1" });
  await app.register(operatorsRoutes, { prefix: "/api/v1" });
  await app.register(participationRoutes, { prefix: "/api/v1" });
  await app.register(organizationReadsRoutes, { prefix: "/api/v1" });
  await app.register(drawsRoutes, { prefix: "/api/v1" });
  await app.register(winnerWalletsRoutes, { prefix: "/api/v1" });
  await app.register(socialRoutes, { prefix: "/api/v1" });
  await app.register(newsRoutes, { prefix: "/api/v1" });
  await app.register(chainRoutes, { prefix: "/api/v1" });
  await app.register(chainRewardsRoutes, { prefix: "/api/v1" });
  await app.register(relayRoutes, { prefix: "/api/v1" });
  await app.register(webhooksRoutes, { prefix: "/api/v1" });
  await app.register(analyticsRoutes, { prefix: "/api/v1" });
  await app.register(notificationsRoutes, { prefix: "/api/v1" });
  await app.register(oneClickUnsubscribeRoutes);
  await app.register(membershipRoutes);
  await app.register(bridgeRoutes, { prefix: "/api/v1" });
  await app.register(readChainRoutes, { prefix: "/api/v1" });
  if (isSandbox(env)) {
    // Development and demo: fake Twitter/X, Discord, Steam, Google, Telegram and drand at /sandbox,
    // so every linking and verification flow works without provider keys (labelled in the UI).
    const { fakeProviders } = await import("@questhq/fakes");
    const stripe = providerUrls(env).stripe;
    // The sandbox Stripe delivers its events to this server's webhook, signed with the sandbox secret.
    const toOurWebhook = stripe?.webhookSecret && stripe.apiUrl === `${env.PUBLIC_URL}/sandbox/stripe`;
    await app.register(fakeProviders, {
      prefix: "/sandbox",
      baseUrl: () => `${env.PUBLIC_URL}/sandbox`,
      stripeWebhook: () =>
        toOurWebhook ? { url: `${env.PUBLIC_URL}/api/stripe/webhook`, secret: stripe.webhookSecret! } : null,
      // The sandbox LI.FI swaps on the local chain's DemoRouter (read lazily: the chain may start after the app).
      lifiWorld: () => sandboxLifiWorld(env, app.chain.setup),
      // The local chain's explorer reads the same node; the app's links for the chain point at it
      // (sandbox-explorer.ts).
      explorerChains: () => sandboxExplorerChains(env, app.chain.setup),
    });
    if (app.sandbox) await app.register(sandboxRoutes, { prefix: "/api/v1" });
  }
  if (!env.isProduction) await app.register(devMailboxRoutes);
  // Link previews, robots.txt, sitemaps and the favicon; registerWebApp writes the pages' heads.
  await app.register(seoRoutes);
  await registerWebApp(app, env);

  // Background work (verification retries, draws, Sagas, news, the chain indexer): jobs/registry.ts.
  const jobs = startJobs(app);
  app.decorate("jobs", jobs);
  app.addHook("onClose", async () => {
    await jobs.stop();
    // The views of the last second are written before the database closes.
    await app.missionViews.recorder.close();
    await database.close();
  });
  return app;
}
